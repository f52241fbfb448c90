// SafeOutput/ChildProcess: a helper program (gnuplot) run in its own process group with a bounded wait.
import CFileOps
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a helper program to its end, never waiting forever and never leaving part of it behind:
///
/// - it starts in its own process group (so a wrapper script's own children are its group too), with standard
///   input and output on `/dev/null`, standard error read back, no other descriptor inherited, no signal blocked and the ones bench
///   blocks or ignores (``Interruption/stopSignals``, ``CheckedStream/ignoredSignals``) at their default actions;
/// - it is recorded in ``InFlight`` while it runs, so an interruption kills its whole group;
/// - after `timeoutSeconds`, or as soon as `cancelled()` says so (polled every 50 ms), the whole group is killed
///   (SIGKILL) and reaped, and the run fails; when the program itself ends, whatever it left running in its group
///   is killed too.
public enum ChildProcess {
    /// How a run ended.
    public struct Outcome: Sendable, Equatable {
        /// The exit status, or the signal that ended it when ``signaled``.
        public var status: Int32
        /// Whether a signal ended the program.
        public var signaled: Bool
        /// What it wrote on standard error (at most 64 KiB kept).
        public var standardError: Data
    }

    /// Why a run did not end by itself.
    public enum Failure: Error, Sendable, Equatable {
        /// `posix_spawn` failed with this error number.
        case cannotStart(Int32)
        /// It was still running after the limit, seconds; its group was killed.
        case timedOut(Double)
        /// `cancelled()` became true; its group was killed.
        case cancelled
    }

    /// The most of standard error kept, bytes.
    static let maximumErrorBytes = 1 << 16

    /// Runs `executable` with `arguments` (the environment is this process's); see the type's contract.
    ///
    /// - Throws: ``Failure``.
    public static func run(
        _ executable: String, arguments: [String], timeoutSeconds: Double, cancelled: () -> Bool = { false }
    ) throws(Failure) -> Outcome {
        var pipeEnds: [Int32] = [-1, -1]
        guard cfileops_pipe_cloexec(&pipeEnds) == 0 else { throw .cannotStart(errno) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        defer { close(readEnd) }
        var pid: pid_t = 0
        do {
            try InFlight.startChild {
                let code = spawn(executable, arguments: arguments, standardError: writeEnd, pid: &pid)
                close(writeEnd)
                guard code == 0 else { throw Failure.cannotStart(code) }
                return pid
            }
        } catch {
            throw error as? Failure ?? .cannotStart(EINVAL)
        }
        defer { InFlight.removeChild(pid) }
        let deadline = seconds() + timeoutSeconds
        var errors = Data()
        var open = true
        var status: Int32?
        while true {
            if open { open = readAvailable(readEnd, into: &errors, waitingMilliseconds: 50) } else { usleep(50_000) }
            if status == nil { status = exitedStatus(pid) }
            if let status {
                // The program ended: what it left running in its group goes, then its last words are read.
                kill(-pid, SIGKILL)
                for _ in 0..<100 where open { open = readAvailable(readEnd, into: &errors, waitingMilliseconds: 10) }
                return finish(pid, status: status, errors: errors)
            }
            if status == nil, cancelled() {
                killGroup(pid)
                throw .cancelled
            }
            if status == nil, seconds() > deadline {
                killGroup(pid)
                throw .timedOut(timeoutSeconds)
            }
        }
    }

    /// Seconds on the monotonic clock (for the deadline; never the wall clock).
    private static func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Reaps the ended leader `pid` and returns its outcome.
    private static func finish(_ pid: pid_t, status: Int32, errors: Data) -> Outcome {
        var reaped: Int32 = 0
        while waitpid(pid, &reaped, 0) < 0 && errno == EINTR {}
        let signaled = (status & 0x7f) != 0
        return Outcome(
            status: signaled ? status & 0x7f : (status >> 8) & 0xff, signaled: signaled, standardError: errors)
    }

    /// Kills the process group `pid` leads and reaps its leader.
    static func killGroup(_ pid: pid_t) {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// The wait status of `pid` once it has ended (it stays a zombie, so its group id stays reserved), else nil.
    /// An already reaped child (an interruption's ``InFlight/abandon()`` got there first) counts as killed.
    private static func exitedStatus(_ pid: pid_t) -> Int32? {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        if result != 0 { return errno == EINTR ? nil : SIGKILL }
        guard info._sifields._sigchld.si_pid == pid else { return nil }
        let code = info._sifields._sigchld.si_status
        return info.si_code == CLD_EXITED ? (code & 0xff) << 8 : code & 0x7f
    }

    /// Reads what `fd` has within `waitingMilliseconds` into `data` (kept up to ``maximumErrorBytes``); false at
    /// the end of the stream.
    private static func readAvailable(_ fd: Int32, into data: inout Data, waitingMilliseconds: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, waitingMilliseconds)
        guard ready > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        if data.count < maximumErrorBytes {
            data.append(contentsOf: buffer[..<min(count, maximumErrorBytes - data.count)])
        }
        return true
    }

    /// `posix_spawn` of `executable` in a new process group, standard error on `standardError`, the others on
    /// `/dev/null`, an empty signal mask and default actions; returns its error number (0: started).
    private static func spawn(
        _ executable: String, arguments: [String], standardError: Int32, pid: inout pid_t
    ) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
        // Nothing else of bench's is inherited (a descriptor another library left open would keep a pipe alive).
        _ = cfileops_spawn_closefrom(&actions, STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in CheckedStream.ignoredSignals + Interruption.stopSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        return argv.withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, executable, &actions, &attributes, buffer.baseAddress!, environ)
        }
    }
}
