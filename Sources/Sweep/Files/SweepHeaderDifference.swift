// Sweep/SweepHeaderDifference: the first field where two sweeps' headers differ, for merge's refusal.
import Foundation

/// Where two `sweep.json` headers differ: which part (the build, the scenario, the grid), the field's path in
/// the file, and its value on each side (as JSON text, shortened).
public struct SweepHeaderDifference: Sendable, Hashable, CustomStringConvertible {
    /// What a differing field belongs to.
    public enum Part: String, Sendable, Hashable {
        /// The tool that wrote the file (its version) or the format.
        case build = "the build"
        /// The scenario run, its settle threshold or the participants.
        case scenario = "the scenario"
        /// The command's grid: parameters, start heights, gesture and its values.
        case grid = "the command's grid"
    }

    /// The part the field belongs to.
    public var part: Part
    /// The field's path in `sweep.json`, e.g. `grid.parameters[0].spec`.
    public var path: String
    /// Its value in the header asked (`self` of ``SweepHeader/difference(from:)``).
    public var here: String
    /// Its value in the header compared with.
    public var there: String

    /// `the command's grid: grid.parameters[0].spec is "0:0.5:0.1" here, "0:0.4:0.1" there`.
    public var description: String { "\(part.rawValue): \(path) is \(here) here, \(there) there" }
}

extension SweepHeader {
    /// The first field (in file order) where this header and `other` differ, the shard and ``spellings`` aside
    /// (``here`` is this header's value, ``there`` the other's); nil when they are the headers of one sweep.
    public func difference(from other: SweepHeader) -> SweepHeaderDifference? {
        guard let a = Self.tree(self), let b = Self.tree(other) else { return nil }
        let parts: [(key: String, part: SweepHeaderDifference.Part)] = [
            ("tool", .build), ("version", .build), ("seed", .build), ("scenario", .scenario),
            ("scenarioFile", .scenario), ("settleThresholdPt", .scenario), ("participants", .scenario),
            ("grid", .grid),
        ]
        for (key, part) in parts {
            if let (path, x, y) = Self.firstDifference(a[key], b[key], path: key) {
                return SweepHeaderDifference(part: part, path: path, here: Self.text(x), there: Self.text(y))
            }
        }
        return nil
    }

    /// Fields that say how a command named its input, not what it ran: `scenario.spec` is what `--scenario` said
    /// (`Scenarios/x.json` and `../Scenarios/x.json` from another folder name one file), while the scenario run is
    /// compared whole as `scenarioFile`.
    static let spellings: Set<String> = ["scenario.spec"]

    /// The header as `sweep.json` writes it, shard removed, read back as a JSON tree.
    private static func tree(_ header: SweepHeader) -> [String: Any]? {
        var header = header
        header.shard = nil
        guard let head = try? SweepDocument.jsonHead(header) else { return nil }
        let data = Data(head + Array("]}".utf8))
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The first path where `a` and `b` differ, with both values there.
    private static func firstDifference(_ a: Any?, _ b: Any?, path: String) -> (String, Any?, Any?)? {
        if spellings.contains(path) { return nil }
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            for key in ordered(Set(x.keys).union(y.keys)) {
                if let found = firstDifference(x[key], y[key], path: "\(path).\(key)") { return found }
            }
            return nil
        case (let x as [Any], let y as [Any]) where x.count == y.count:
            for i in x.indices {
                if let found = firstDifference(x[i], y[i], path: "\(path)[\(i)]") { return found }
            }
            return nil
        default:
            return text(a) == text(b) ? nil : (path, a, b)
        }
    }

    /// Keys in the order they are compared: what a person typed first (a grid's parameters, start heights and
    /// gesture values before its cell count; an axis's name and spec before its values), then the rest sorted.
    private static func ordered(_ keys: Set<String>) -> [String] {
        let first = ["name", "spec", "parameters", "startHeights", "gesture", "gestureValues"].filter(keys.contains)
        return first + keys.subtracting(first).sorted()
    }

    /// A JSON value as short text (at most 60 characters); `absent` for a missing key.
    private static func text(_ value: Any?) -> String {
        guard let value else { return "absent" }
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        let full = data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        return full.count > 60 ? String(full.prefix(57)) + "…" : full
    }
}
