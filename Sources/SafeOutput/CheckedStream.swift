// SafeOutput/CheckedStream: standard output written like any other output: every write checked, failures kept.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file descriptor (standard output, standard error) whose every write is checked. The first failure is kept
/// (later writes are dropped) so the command can end with one line and exit status 1 instead of a false success
/// on a full disk or `> /dev/full`.
public final class CheckedStream: Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// The name used in messages (`standard output`).
    public let name: String
    private let failureCode = Mutex<Int32?>(nil)
    /// Whether ``finish()`` has reported the failure already (it is reported once).
    private let reported = Atomic<Bool>(false)

    /// A stream over `fileDescriptor`, named `name` in messages.
    public init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }

    /// Makes a write to a closed pipe (`bench … | head -1`) fail with `EPIPE`, and a write past the file size
    /// limit (`ulimit -f`) fail with `EFBIG`, like any other failed write — reported by ``finish()`` or the file's
    /// writer, exit status 1, outputs of the run and temporaries removed — instead of ending the process silently
    /// with its temporaries left behind: SIGPIPE and SIGXFSZ are ignored (``ignoredSignals``). Call once, first
    /// thing in the executable. Child processes get the defaults back (``ChildProcess`` resets them).
    public static func reportBrokenPipes() { for ignored in ignoredSignals { signal(ignored, SIG_IGN) } }

    /// The signals a failed write would raise, ignored so the write returns its error instead.
    public static let ignoredSignals: [Int32] = [SIGPIPE, SIGXFSZ]

    /// Writes all of `text`, unless an earlier write failed.
    public func write(_ text: String) {
        failureCode.withLock { failure in
            guard failure == nil else { return }
            var text = text
            failure = text.withUTF8 { FileDescriptorWriter.writeAll(UnsafeRawBufferPointer($0), to: fileDescriptor) }
        }
    }

    /// Ends the stream: flushes a regular file to its device (so a full disk is seen now, not never) and reports
    /// the first failure, if any: `cannot write standard output: No space left on device` (exit class 1), once:
    /// a command that checked early (before placing its outputs) is not told twice.
    public func finish() -> OutputError? {
        failureCode.withLock { failure in
            if failure == nil {
                var info = stat()
                if fstat(fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, fsync(fileDescriptor) != 0,
                    errno != EINVAL
                {
                    failure = errno
                }
            }
            guard let code = failure, !reported.exchange(true, ordering: .relaxed) else { return nil }
            return OutputError("cannot write \(name): \(OutputError.reason(code))", isBadPath: false)
        }
    }
}
