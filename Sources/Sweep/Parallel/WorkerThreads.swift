// Sweep/WorkerThreads: threads that are joined, so nothing they hold outlives the call that started them.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Worker threads running one closure each, started together and joined together.
///
/// A joined thread has ended, its closure and everything the closure captured released, before ``join()``
/// returns. (Foundation's `Thread` has no join: a thread that signalled "done" may still be releasing what it
/// held when the process exits, which a leak checker then reports.)
///
///     let workers = WorkerThreads(count: 1) { work() }
///     work()  // the calling thread's share
///     workers.join()
struct WorkerThreads {
    /// The started threads (fewer than asked when the system refused one: its work then ran on the caller).
    private var threads: [pthread_t] = []

    /// Starts `count` threads, each running `work` once.
    init(count: Int, _ work: @escaping @Sendable () -> Void) {
        for _ in 0..<max(0, count) {
            let job = Unmanaged.passRetained(Job(work))
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { raw in
                    guard let raw else { return nil }
                    Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().work()
                    return nil
                }, job.toOpaque())
            if started == 0 {
                threads.append(thread)
            } else {
                // No thread to be had: do its share here rather than lose it.
                job.takeRetainedValue().work()
            }
        }
    }

    /// Waits until every thread has ended (call it once).
    func join() {
        for thread in threads { pthread_join(thread, nil) }
    }

    /// One thread's closure, handed over through the thread's start argument.
    private final class Job {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }
}
