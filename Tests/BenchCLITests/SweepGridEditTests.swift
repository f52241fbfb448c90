// BenchCLITests/SweepGridEditTests: a sweep.json is read only as bench writes it (docs/sweeps.md §6; issue 45, "edited
// files believed"): every grid axis's values and labels are what its spec gives, and every row's parameter value,
// start height and gesture value are its cell's grid coordinates. An edit of either is exit 2 naming the field, in
// every verb that reads a sweep folder.
import Foundation
import Testing

@testable import BenchCLI

@Suite("edited grids and rows of sweep.json")
struct SweepGridEditTests {
    /// In the 4-cell sweep of StrictReadersVerbTests (low-velocity-threshold 0.1, 0.3; velocities −0.2, 0.2; start
    /// height 400), rows hold [cell, threshold, start height, velocity, …].
    static func setRow(_ o: inout [String: Any], _ index: Int, column: Int, to value: Any) {
        var rows = o["rows"] as? [[Any]] ?? []
        rows[index][column] = value
        o["rows"] = rows
    }

    /// Replaces `from` with `to` in the values of grid axis `key` (or `parameters[0]`) and in every row's `column`.
    static func regrid(
        _ o: inout [String: Any], key: String, values: String = "values", from: Any, to: Any, column: Int?
    ) {
        var grid = o["grid"] as? [String: Any] ?? [:]
        var axis =
            (key == "parameters" ? (grid["parameters"] as? [[String: Any]])?.first : grid[key] as? [String: Any]) ?? [:]
        axis[values] = (axis[values] as? [Any] ?? []).map { "\($0)" == "\(from)" ? to : $0 }
        if key == "parameters" { grid["parameters"] = [axis] } else { grid[key] = axis }
        o["grid"] = grid
        guard let column else { return }
        o["rows"] = (o["rows"] as? [[Any]] ?? []).map { row in
            var row = row
            if "\(row[column])" == "\(from)" { row[column] = to }
            return row
        }
    }

    static let edits: [(name: String, edit: @Sendable (inout [String: Any]) -> Void, culprit: String, line: Int)] = [
        (
            "a grid value and its rows, 0.1 -> 0.15",
            { regrid(&$0, key: "parameters", from: 0.1, to: 0.15, column: 1) },
            "grid.parameters[0].values: not the values its spec '0.1,0.3' gives", #line
        ),
        (
            "a grid label", { regrid(&$0, key: "parameters", values: "labels", from: "0.1", to: "0.15", column: nil) },
            "grid.parameters[0].labels: not the labels its spec", #line
        ),
        (
            "a start height and its rows", { regrid(&$0, key: "startHeights", from: 400, to: 401, column: 2) },
            "grid.startHeights.values: not the values its spec", #line
        ),
        (
            "a velocity and its rows", { regrid(&$0, key: "gestureValues", from: -0.2, to: -0.25, column: 3) },
            "grid.gestureValues.values: not the values its spec", #line
        ),
        // The grid intact, one row's coordinate edited: the row is not its cell.
        (
            "one row's parameter value", { setRow(&$0, 0, column: 1, to: 0.15) },
            "rows[0] (cell 0) does not match the grid", #line
        ),
        (
            "one row's start height", { setRow(&$0, 2, column: 2, to: 401) },
            "rows[2] (cell 2) does not match the grid", #line
        ),
        (
            "one row's velocity", { setRow(&$0, 3, column: 3, to: 0.25) }, "rows[3] (cell 3) does not match the grid",
            #line
        ),
    ]

    @Test("exit 2, one line naming sweep.json and the field, in every reader; nothing written")
    func editsAreRefused() throws {
        for row in Self.edits {
            let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: row.line, column: 1)
            let folder = try makeScratchFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            StrictReadersVerbTests.sweep(into: folder)
            try StrictReadersVerbTests.damage(folder, row.edit)
            for arguments in StrictReadersVerbTests.sweepReaders(folder) {
                let result = bench(arguments)
                #expect(result.status == 2, "\(row.name) \(arguments): \(result.error)", sourceLocation: location)
                #expect(
                    result.error.contains("\(folder)/s/sweep.json: \(row.culprit)"),
                    "\(row.name) \(arguments): \(result.error)", sourceLocation: location)
                #expect(result.error.split(separator: "\n").count == 1, sourceLocation: location)
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s"], sourceLocation: location)
        }
    }
}
