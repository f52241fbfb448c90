// Analysis/Trace/TraceLog+File: the trace in a console log file of the BODragScroll demo, read strictly.
import DeviceTrace
import Foundation
import SafeOutput

extension TraceLog {
    /// Why a console log gives no trace.
    public enum FileError: Error, Sendable, Equatable {
        /// The file cannot be read (missing, not a regular file, oversized): the reason, naming the file.
        case unreadable(String)
        /// The file holds a malformed trace line, or none: one line naming the file (and the log line and field).
        case invalid(String)
    }

    /// The trace in the console log at `path`; a log without any ``TraceBatch/marker`` line is refused.
    ///
    /// - Throws: ``FileError``.
    public init(file path: String) throws(FileError) {
        let data: Data
        do { data = try InputFile.readText(path, maximumBytes: TraceLog.maximumFileSize) } catch {
            throw .unreadable(error.description)
        }
        do throws(TraceLogError) { try self.init(bytes: [UInt8](data)) } catch {
            throw .invalid("\(path): \(error.description)")
        }
        if sessions.isEmpty { throw .invalid("\(path): holds no \(TraceBatch.marker) line (not a demo trace)") }
    }
}
