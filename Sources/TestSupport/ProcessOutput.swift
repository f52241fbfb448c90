// TestSupport/ProcessOutput: a child process run to its end with its standard error read, for tests of executables.
import Foundation
import SafeOutput

/// Runs `process` (its executable, arguments and other streams set) with standard error piped, reads the pipe to
/// its end and waits for the process to exit.
///
/// - Returns: what the process wrote on standard error.
/// - Throws: what `Process.run()` throws when the executable cannot be started.
public func runReadingStandardError(_ process: Process) throws -> String {
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = FileDescriptorReader.readToEnd(errors.fileHandleForReading.fileDescriptor).data
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
