// BenchCLI/CLI+Fit: `bench fit`: the tuning that makes the simulation reproduce a device's recorded releases.
import Analysis
import ArgumentParsing
import DeviceTrace
import Fit
import Foundation
import Plotting
import Reports
import SafeOutput

extension BenchCLI {
    static let fit = Verb(
        name: "fit", summary: "fit tuning parameters to a device's recorded releases (how sure, per parameter)",
        discussion: """
            Replays every release of a demo log that settles (bench trace's replay) under candidate values of \
            the --free parameters and finds the values with the smallest RMS position error against the device's \
            samples (display height and every list offset, at the samples' own times): a seeded global sample, \
            then a pattern search to each parameter's resolution. Per parameter: the fitted value, the values \
            within the noise floor of the fit (--tolerance; default one device pixel), and whether the releases \
            can tell it at all. Bad input (no replayable release, an unknown name, an empty range, another \
            geometry): one line, exit 2. Details: docs/fit.md.
            Example: bench fit my.log --scenario default --free panel-deceleration-rate=0.99:0.999
            """,
        options: FitOptions.self
    ) { options, invocation in
        let log = try readTraceLog(options.logPath)
        let scenarioName = options.scenario ?? ""
        var request = FitRequest(log: log, scenario: try loadScenario(scenarioName), free: options.freeParameters)
        (request.session, request.gestures) = (options.session, options.gesture ?? [])
        (request.implementation, request.tolerance) = (options.implementation, options.tolerance)
        request.seed = UInt64(options.seed)
        // Every output is checked before any work.
        let (csv, json, out) = (options.csv, options.json, options.out)
        let profiles = out.map { PlotOutput.besideImage($0, named: "profiles") }
        try PathIdentity.requireDistinct([
            ("--csv", csv), ("--json", json), ("--out", out), ("--out (profiles)", profiles),
        ])
        let renderer = options.arguments[PlotOutputOptions.renderer]
        let set = OutputSet(overwrite: options.arguments[PlotOutputOptions.force])
        try PlotOutput.declare(
            images: [out, profiles].compactMap { $0 }, files: [csv, json], renderer: renderer, in: set)
        let result: FitResult
        do {
            result = try Interruption.whileInstalled { try TuningFit.run(request, cancellation: Interruption.flag) }
        } catch let error as FitInputError {
            throw UsageError(error.description)
        } catch is FitCancelled {
            Interruption.reportStopped {
                invocation.io.printError("\(invocation.commandPath): interrupted; nothing written")
            }
            return .interrupted
        }
        let report = FitReport(result, log: options.logPath)
        let size = options.output.size
        var files: [PlotOutput.ExtraFile] = []
        if let csv { files.append((csv, Data(report.csv.utf8), "csv: \(csv)")) }
        if let json {
            let document = try FitDocument(result, log: options.logPath, scenario: scenarioName).encoded()
            files.append((json, document, "json: \(json)"))
        }
        var images: [(path: String, spec: PlotSpec)] = []
        if let out, let profiles {
            images = [(out, report.gesturePlot(size: size)), (profiles, report.profilePlot(size: size))]
        }
        let written = try PlotOutput.write(images: images, files: files, renderer: renderer, in: set)
        invocation.io.writeOutput(report.text)
        for line in written { invocation.io.print(line) }
        return .success
    }
}
