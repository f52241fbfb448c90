// BenchCLITests/HostilePassFourTests: the fourth hostile pass's fit shortfall (docs/hostile-pass.md, U1), held
// against docs/output.md, "Inputs": files read back are held to what the tool writes — a fit (`bench fit --json`)
// edited so it stays well-formed but says what no fit writes is refused, naming the field.
import Foundation
import Testing

@Suite("hostile pass four: a fit JSON read back as a whole")
struct HostilePassFourTests {
    /// One edit of the fit's JSON object, the text the one line must hold, and the table row's line.
    typealias Edit = (name: String, edit: @Sendable (inout [String: Any]) -> Void, says: String, line: Int)

    static func firstParameter(_ d: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var parameters = d["parameters"] as! [[String: Any]]
        change(&parameters[0])
        d["parameters"] = parameters
    }

    /// What `bench fit` never writes (Fit/FitDocument.swift, `init(_:log:scenario:)`): a parameter once each, a value
    /// exactly when identifiable and inside its interval, the parameter's own unit, the scenario's value before the fit, at least one
    /// gesture, each once, an RMS error not above the largest error.
    static let edits: [Edit] = [
        (
            "a parameter twice, another value",
            { d in
                var parameters = d["parameters"] as! [[String: Any]]
                var twin = parameters[0]
                twin["value"] = 0
                parameters.append(twin)
                d["parameters"] = parameters
            }, "parameters[1].name: low-velocity-threshold is also parameters[0]", #line
        ),
        (
            "identifiable false with a value", { d in firstParameter(&d) { $0["identifiable"] = false } },
            "parameters[0].value: a number, but identifiable is false", #line
        ),
        (
            "identifiable true with null", { d in firstParameter(&d) { $0["value"] = NSNull() } },
            "parameters[0].value: null, but identifiable is true", #line
        ),
        ("another unit", { d in firstParameter(&d) { $0["unit"] = "s" } }, #"parameters[0].unit: "s" is not"#, #line),
        (
            "no parameter by that name",
            { d in
                firstParameter(&d) {
                    $0["name"] = "bogus"
                    $0["value"] = NSNull()
                    $0["identifiable"] = false
                }
            }, #"parameters[0].name: "bogus" is no parameter"#, #line
        ),
        (
            "scenarioValue not the stored scenario's", { d in firstParameter(&d) { $0["scenarioValue"] = 0.323 } },
            "parameters[0].scenarioValue: 0.323 is not the stored scenario's 0.2", #line
        ),
        // Fit/FitDocument.swift, `Parameter.interval(_:holding:)`: the interval written always holds the value.
        (
            "a value outside its own interval",
            { d in firstParameter(&d) { $0["interval"] = [$0["low"]!, $0["low"]!] } },
            "parameters[0].interval: [0, 0] does not hold the value", #line
        ),
        ("no gesture", { d in d["gestures"] = [Any]() }, "gestures: holds no gesture", #line),
        (
            "a gesture twice",
            { d in
                let gestures = d["gestures"] as! [Any]
                d["gestures"] = gestures + [gestures[0]]
            }, "is also gestures[0]", #line
        ),
        // docs/traces.md: the demo records its sessions as "Swift" or "OC"; a fit names one of them.
        (
            "an implementation no trace holds", { d in d["implementation"] = "Kotlin" },
            "implementation: \"Kotlin\" is not one of", #line
        ),
        (
            "RMS error above the largest",
            { d in
                var gestures = d["gestures"] as! [[String: Any]]
                gestures[0]["rmsError_pt"] = (gestures[0]["maxError_pt"] as! Double) + 10
                d["gestures"] = gestures
            }, "gestures[0].rmsError_pt: ", #line
        ),
    ]

    /// `FOLDER/fit.json`, written by `bench fit --json` from the committed device-like log and read back by
    /// `bench export --from-fit` as written.
    static func writeFit(in folder: String) {
        let log = HostilePassTwoTests.repoPath("Traces/device-like-default.log")
        let made = bench([
            "fit", log, "--scenario", "default", "--free", "low-velocity-threshold", "--gesture", "1", "--json",
            "\(folder)/fit.json",
        ])
        #expect(made.status == 0, "\(made.error)")
        #expect(bench(["export", "--from-fit", "\(folder)/fit.json"]).status == 0)
    }

    @Test("a fit JSON edited into what no fit writes: exit 2, one line naming the field; the fit as written reads")
    func editedFitIsRefused() throws {
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        Self.writeFit(in: folder)
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/fit.json"))
        let base = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for row in Self.edits {
            var object = base
            row.edit(&object)
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(folder)/edited.json"))
            HostilePassTwoTests.refused(["export", "--from-fit", "\(folder)/edited.json"], row.says, line: row.line)
        }
    }
}
