// SafeOutput/InFlight: what a run has in flight — temporary files and folders, child processes — so that an
// interruption can stop the children and remove the temporaries, and never cut a commit in half.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's temporary outputs and child processes, and the lock every commit (the renames into place)
/// holds. ``abandon()`` — the interruption's last act before exiting — waits for a commit in progress to finish,
/// then kills the children and removes the temporaries, so an interrupted command leaves the previous outputs
/// (or, if it was already committing, the complete new ones) and nothing else.
public enum InFlight {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var temporaries: Set<String> = []
    nonisolated(unsafe) private static var children: Set<Int32> = []
    /// Held while final names change; ``abandon()`` takes it and never gives it back.
    private static let commitLock = NSLock()
    /// Held while a child process or a temporary is created and recorded; ``abandon()`` takes it (and never gives
    /// it back), so one made but not yet recorded when the interruption came is still seen, stopped or removed.
    private static let recordLock = NSLock()

    /// Set once ``abandon()`` starts: from then on nothing new is created and no thread but the interruption's
    /// finishes the process.
    private static let abandoning = Atomic<Bool>(false)

    /// Creates a temporary file or folder with `make` (which returns its path and whatever else it made, e.g. an
    /// open descriptor) and records it, as one step an interruption cannot cut: ``abandon()`` waits for a creation
    /// in progress, then removes the new temporary with the others. After ``abandon()`` started, nothing is created
    /// and the calling thread waits for the process to end.
    public static func creatingTemporary<T, E: Error>(_ make: () throws(E) -> (path: String, made: T)) throws(E) -> T {
        recordLock.lock()
        if abandoning.load(ordering: .acquiring) {
            recordLock.unlock()
            parkForever()
        }
        defer { recordLock.unlock() }
        let (path, made) = try make()
        lock.withLock { _ = temporaries.insert(path) }
        return made
    }

    /// When ``abandon()`` has started, waits for the process to end (the interruption exits it); otherwise
    /// returns at once. The command's own end calls it, so a failure the interruption caused (gnuplot killed)
    /// is neither reported nor turned into another exit status.
    public static func parkIfAbandoning() {
        if abandoning.load(ordering: .acquiring) { parkForever() }
    }

    private static func parkForever() -> Never {
        while true { sleep(1000) }
    }

    /// Forgets a temporary (renamed into place or removed).
    public static func removeTemporary(_ path: String) { lock.withLock { _ = temporaries.remove(path) } }

    /// Starts a child process with `start` (which returns its pid) and records it, as one step an interruption
    /// cannot cut: ``abandon()`` waits for a start in progress, then stops the child with the others. After
    /// ``abandon()`` started, nothing is started and the calling thread waits for the process to end.
    public static func startChild(_ start: () throws -> Int32) rethrows {
        recordLock.lock()
        if abandoning.load(ordering: .acquiring) {
            recordLock.unlock()
            parkForever()
        }
        defer { recordLock.unlock() }
        let pid = try start()
        lock.withLock { _ = children.insert(pid) }
    }

    /// Forgets a child process that ended.
    public static func removeChild(_ pid: Int32) { lock.withLock { _ = children.remove(pid) } }

    /// Runs `body` (renames) so that an interruption waits for it to finish. With `placesFinalNames` (the default)
    /// the renames put outputs under the names the user sees, and ``hasCommitted`` becomes true; renames into a
    /// temporary folder that is not in place yet (a sweep's or render's PNGs) pass false: an interruption then
    /// removes that folder, and nothing was written.
    public static func committing<T, E: Error>(placesFinalNames: Bool = true, _ body: () throws(E) -> T) throws(E) -> T
    {
        commitLock.lock()
        defer { commitLock.unlock() }
        let value = try body()
        if holdsInCommit { holdUntilAbandoning() }
        if placesFinalNames { committed.store(true, ordering: .releasing) }
        return value
    }

    /// The test hook's `commit` phase (docs/output.md, "Test hook"): with `BENCH_TEST_HOLD` naming `commit`, every
    /// commit, after its renames and before it counts as done, says `hold: commit` on standard error and waits until
    /// an interruption has begun (``abandon()`` started), so a test signals a command in the middle of a commit
    /// whatever the machine's speed. Never set in normal use.
    private static let holdsInCommit =
        ProcessInfo.processInfo.environment["BENCH_TEST_HOLD"]?.split(separator: ",")
        .contains(Substring(commitHoldPhase)) ?? false

    /// The name of that phase in `BENCH_TEST_HOLD`.
    public static let commitHoldPhase = "commit"

    private static func holdUntilAbandoning() {
        _ = "hold: commit\n".withCString { write(STDERR_FILENO, $0, strlen($0)) }
        while !abandoning.load(ordering: .acquiring) { usleep(1_000) }
    }

    /// Whether a commit of this process has put complete outputs under their final names (what an interruption
    /// after it leaves in place, and says so); renames inside a temporary folder do not count.
    public static var hasCommitted: Bool { committed.load(ordering: .acquiring) }
    private static let committed = Atomic<Bool>(false)

    /// Stops everything in flight for an exit: waits for a commit in progress, kills every child process's group (and
    /// reaps the child), removes every temporary file and folder. Called once, just before the process exits; commits
    /// that would start afterwards block.
    public static func abandon() {
        abandoning.store(true, ordering: .releasing)
        commitLock.lock()
        recordLock.lock()
        let (paths, pids) = lock.withLock { (temporaries, children) }
        for pid in pids {
            // Each child leads its own process group (``ChildProcess``): the group goes, a wrapper's children too.
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        // A thread may write a file inside a temporary folder while it is removed: remove until the folder is gone.
        for path in paths {
            for _ in 0..<1000 where (try? FileManager.default.removeItem(atPath: path)) == nil {
                if !FileManager.default.fileExists(atPath: path) { break }
            }
        }
    }
}
