// SafeOutput/DefaultOutput: the paths a command makes up when the user names none (`Plots/…`), and their folder.
import Foundation

/// The one rule for an output the user did not name: its name is generated and always fits (a long scenario name
/// is cut and given a hash of the whole, so two long names stay apart), and its folder, ``folder``, is created when
/// missing. A path the user writes is theirs: a missing folder in it is refused (a typo must not create folders).
public enum DefaultOutput {
    /// The folder every verb's default output goes in, relative to the working directory.
    public static let folder = "Plots"

    /// `Plots/<stem><suffix>`, e.g. `Plots/trajectory-default.png` or `Plots/sweep-default-x-shard-0-of-4`. When the
    /// name would be longer than ``OutputPath/maximumNameBytes``, the stem is cut at a character boundary and ends in
    /// `-` and 16 hex digits of a hash of the whole stem (FNV-1a, 64 bits): the same inputs give the same name, and
    /// `suffix` (an extension, a shard's number) is kept whole. Pure; cost linear in the name.
    public static func path(stem: String, suffix: String) -> String {
        OutputPath.joined(folder, name(stem: stem, suffix: suffix))
    }

    /// The file or folder name of ``path(stem:suffix:)``.
    public static func name(stem: String, suffix: String) -> String {
        let limit = OutputPath.maximumNameBytes
        guard stem.utf8.count + suffix.utf8.count > limit else { return stem + suffix }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in stem.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let digits = String(hash, radix: 16)
        let tag = "-" + String(repeating: "0", count: 16 - digits.count) + digits
        let room = limit - suffix.utf8.count - tag.utf8.count
        var kept = ""
        for scalar in stem.unicodeScalars {
            guard kept.utf8.count + String(scalar).utf8.count <= room else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept + tag + suffix
    }

    /// Creates the folder holding the default output `path` (and its parents) when it is missing, before the
    /// output's checks; a folder that cannot be created is left to those checks to report. The folder stays even if
    /// the command fails later: another command may be writing into it meanwhile (``CreatedOutputs`` removes whole
    /// folders).
    public static func prepareFolder(of path: String) {
        let parent = OutputPath.folder(of: OutputPath.folderPath(path))
        guard !InputFile.exists(parent) else { return }
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }
}
