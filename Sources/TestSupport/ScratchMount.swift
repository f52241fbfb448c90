// TestSupport/ScratchMount: a tiny tmpfs, full or read-only, for tests of what writers do when the disk refuses.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small tmpfs mounted on a fresh temporary folder (Linux, root only): a file system that fills up after a few
/// hundred KB, or one mounted read-only. Tests that need it are enabled with ``isAvailable`` and say why when not.
public final class ScratchMount {
    /// The mount point.
    public let path: String

    /// Why a mount cannot be made here, or nil when it can (checked once, by mounting and unmounting one).
    public static let unavailableReason: String? = {
        guard getuid() == 0 else { return "mounting a tmpfs needs root" }
        do {
            let probe = try ScratchMount(kilobytes: 64)
            probe.unmount()
            return nil
        } catch {
            return "cannot mount a tmpfs here: \(error)"
        }
    }()

    /// Whether ``init(kilobytes:readOnly:)`` works here.
    public static var isAvailable: Bool { unavailableReason == nil }

    /// Why a scratch mount failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Mounts a tmpfs of `kilobytes` KB (read-only when asked) on a new temporary folder.
    ///
    /// - Throws: ``Failure`` when `mount` fails (not root, no tmpfs, inside a container that forbids it).
    public init(kilobytes: Int, readOnly: Bool = false) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tmpfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let options = "size=\(kilobytes)k,mode=0777" + (readOnly ? ",ro" : "")
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path]) == 0 else {
            try? FileManager.default.removeItem(atPath: path)
            throw Failure(description: "mount -t tmpfs -o \(options) failed")
        }
    }

    deinit { unmount() }

    /// Unmounts and removes the mount point (also done on deallocation).
    public func unmount() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        _ = Self.run("/bin/umount", [path])
        rmdir(path)
    }

    /// Fills the file system to the last byte with one file, `filler` (it is left there).
    public func fill() {
        let fd = open(path + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return }
        var block = [UInt8](repeating: 0xAB, count: 4096)
        while block.withUnsafeMutableBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        block = [0xAB]
        while block.withUnsafeMutableBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        close(fd)
    }

    /// Runs a tool and returns its exit status (-1 when it cannot start).
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
