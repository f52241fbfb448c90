// Reports/Fit/FitReport: `bench fit`'s answer as text, CSV and pictures.
import Analysis
import Fit
import Plotting
import Support

/// A fit (``FitResult``) as the verb prints and writes it.
public struct FitReport {
    /// The fit.
    public let result: FitResult
    /// The log as given.
    public let log: String

    /// A report of `result`, fitted from `log`.
    public init(_ result: FitResult, log: String) { (self.result, self.log) = (result, log) }

    /// The header (log, scenario, gestures, seed, tunings replayed; the error under the fit and as given, the noise
    /// floor), the parameter table (scenario value, fitted value, range, the interval within the noise floor,
    /// identifiable), the gesture table (device landing; RMS, largest error and landing under the fit and as
    /// given), and the gestures left out.
    public var text: String {
        let r = result
        let f = { (x: Double) in NumberFormat.fixed(x, decimals: 3) }
        var out =
            "fit of \(log) in \(r.scenario.name) (\(r.implementation)): \(r.gestures.count) gesture"
            + (r.gestures.count == 1 ? "" : "s") + " replayed"
            + (r.skipped.isEmpty ? "" : ", \(r.skipped.count) left out")
            + "; seed \(r.search.seed), \(r.search.evaluations) tunings replayed\n"
            + "RMS error \(f(r.fittedError)) pt under the fit, \(f(r.originalError)) pt under the scenario as given; "
            + "noise floor \(f(r.tolerance)) pt\n"
        var parameters = TextTable(columns: [
            .init("parameter"), .init("unit"), .init("scenario", alignment: .right), .init("fitted", alignment: .right),
            .init("range searched"), .init("within the noise floor"), .init("identifiable"),
        ])
        for (k, p) in r.free.enumerated() {
            let profile = r.search.profiles[k]
            parameters.append([
                p.parameter.rawValue, p.parameter.unit, p.text(of: p.parameter.value(in: r.scenario)),
                profile.identifiable ? p.text(of: r.search.values[k]) : "-",
                "\(p.text(of: p.low))…\(p.text(of: p.high))",
                "\(p.text(of: profile.interval.lowerBound))…\(p.text(of: profile.interval.upperBound))",
                profile.identifiable ? "yes" : "no: the whole range fits; the scenario's value is kept",
            ])
        }
        out += parameters.render()
        var gestures = TextTable(columns: [
            .init("session", alignment: .right), .init("gesture", alignment: .right),
            .init("velocity pt/ms", alignment: .right), .init("samples", alignment: .right),
            .init("device landing pt", alignment: .right), .init("fit: landing pt", alignment: .right),
            .init("RMS pt", alignment: .right), .init("max pt", alignment: .right),
            .init("as given: landing pt", alignment: .right), .init("RMS pt", alignment: .right),
            .init("max pt", alignment: .right),
        ])
        for g in r.gestures {
            let (a, b) = (FitObjective.pooled([g.fitted]), FitObjective.pooled([g.original]))
            gestures.append([
                "\(g.fitted.session)", "\(g.fitted.gesture)", NumberFormat.short(g.fitted.releaseVelocity),
                "\(g.fitted.device.time.count)", f(g.fitted.deviceLandingHeight),
                f(g.fitted.channels[0].simulationRest),
                f(a.rms), f(a.maximum), f(g.original.channels[0].simulationRest), f(b.rms), f(b.maximum),
            ])
        }
        out += gestures.render()
        return out + r.skipped.map { $0 + "\n" }.joined()
    }

    /// One row per gesture: its release, the device's landing, and the landing, RMS and largest error under the
    /// fit and under the scenario as given (points, pt/ms).
    public var csv: String {
        var lines = [
            CSVText.row([
                "session", "gesture", "release_velocity_pt_per_ms", "samples", "device_landing_pt", "fitted_landing_pt",
                "fitted_rms_error_pt", "fitted_max_error_pt", "original_landing_pt", "original_rms_error_pt",
                "original_max_error_pt",
            ])
        ]
        for g in result.gestures {
            let (a, b) = (FitObjective.pooled([g.fitted]), FitObjective.pooled([g.original]))
            lines.append(
                CSVText.row(
                    ["\(g.fitted.session)", "\(g.fitted.gesture)"]
                        + [
                            g.fitted.releaseVelocity, Double(g.fitted.device.time.count), g.fitted.deviceLandingHeight,
                            g.fitted.channels[0].simulationRest, a.rms, a.maximum,
                            g.original.channels[0].simulationRest,
                            b.rms, b.maximum,
                        ].map(NumberFormat.data)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fitted tuning as a phrase: `panel-deceleration-rate 0.99712 per ms, low-velocity-threshold not
    /// identifiable`.
    public var fittedText: String {
        result.free.indices.map { k in
            let p = result.free[k]
            guard result.search.profiles[k].identifiable else { return "\(p.parameter.rawValue) not identifiable" }
            return "\(p.parameter.rawValue) \(p.text(of: result.search.values[k]))"
                + (p.parameter.valueUnit.isEmpty ? "" : " \(p.parameter.valueUnit)")
        }.joined(separator: ", ")
    }

    /// The first gesture (or gesture `index` of the replayed ones): the device's samples as points, the fitted
    /// simulation as a line and the scenario as given dashed (``TracePlot``).
    public func gesturePlot(size: PlotSize, index: Int = 0) -> PlotSpec {
        let g = result.gestures[min(index, result.gestures.count - 1)]
        var spec = TracePlot.spec(
            for: g.fitted, candidate: g.original,
            title:
                "session \(g.fitted.session) gesture \(g.fitted.gesture): device vs the fit in \(result.scenario.name)",
            size: size, candidateName: "scenario as given", simulationName: "fit")
        spec.notes = [
            "fit: \(fittedText); RMS \(NumberFormat.fixed(FitObjective.pooled([g.fitted]).rms, decimals: 3)) pt "
                + "(as given \(NumberFormat.fixed(FitObjective.pooled([g.original]).rms, decimals: 3)) pt)"
        ]
        return spec
    }

    /// The error along each free parameter (one panel each, at most three), the others at their fitted values:
    /// x is the position in the parameter's range (0 = its low end, 1 = its high end; the legend gives the
    /// range), y the RMS error on a log scale; the fit is a labelled dot, the stretch within the noise floor a
    /// thick line at the fit's error plus the tolerance.
    public func profilePlot(size: PlotSize) -> PlotSpec {
        let colours = [PlotColor(rgb: 0x0072B2), PlotColor(rgb: 0x009E73), PlotColor(rgb: 0xCC79A7)]
        let fitColour = PlotColor(rgb: 0xD55E00)
        var panels: [ChartPanel] = []
        let limit = result.search.error + result.tolerance
        for (k, p) in result.free.enumerated().prefix(3) {
            let profile = result.search.profiles[k]
            let span = p.high - p.low
            let x = profile.values.map { ($0 - p.low) / span }
            let y = profile.errors.map { $0.isFinite ? max($0, 1e-3) : .nan }
            let unit = p.parameter.valueUnit.isEmpty ? "" : " \(p.parameter.valueUnit)"
            let a = (profile.interval.lowerBound - p.low) / span
            let b = (profile.interval.upperBound - p.low) / span
            let value = result.search.values[k]
            panels.append(
                ChartPanel(
                    yAxis: PlotAxis("RMS error", unit: "pt", scale: .log),
                    series: [
                        PlotSeries(
                            "\(p.parameter.rawValue) from \(p.text(of: p.low)) to \(p.text(of: p.high))\(unit)",
                            x: x, y: y, color: colours[k], lineWidth: 2),
                        PlotSeries(
                            k == 0 ? "within the noise floor of the fit" : "", x: [a, b],
                            y: [max(limit, 1e-3), max(limit, 1e-3)], color: fitColour, lineWidth: 5),
                        PlotSeries(
                            "", style: .points, x: [(value - p.low) / span], y: [max(result.search.error, 1e-3)],
                            color: fitColour, lineWidth: 3,
                            endLabel: profile.identifiable
                                ? "fit \(p.text(of: value))\(unit)" : "not identifiable: any value in the range fits"),
                    ]))
        }
        return PlotSpec(
            title: "Error along each free parameter, the others at the fit (\(result.gestures.count) releases)",
            size: size,
            content: .chart(
                Chart(
                    xAxis: PlotAxis(
                        "position in the parameter's range (0 = low end, 1 = high end)", range: -0.02...1.02),
                    panels: panels, legend: .outside)),
            notes: [
                "noise floor \(NumberFormat.fixed(result.tolerance, decimals: 3)) pt: values whose error is at most the "
                    + "fit's plus it cannot be told apart from the fit by these releases"
            ])
    }
}
