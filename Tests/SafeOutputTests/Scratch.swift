// SafeOutputTests/Scratch: scratch folders and listings.
import Foundation

/// A fresh empty folder under the system temporary folder.
func makeScratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("safeoutput-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

/// The names in `folder` (hidden ones included), sorted.
func listing(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

/// The contents of a file as text ("" when unreadable).
func text(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
