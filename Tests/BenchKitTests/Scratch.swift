// BenchKitTests/Scratch: scratch folders for tests that write files.
import Foundation
import Testing

/// A fresh empty folder under the system temporary folder.
func makeScratchFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("benchkit-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

/// The names in `folder`, sorted.
func listing(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}
