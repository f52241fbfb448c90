// Fit/FitFreeParameter: one parameter a fit varies (`--free NAME[=LOW:HIGH]`): a row of the parameter table, the
// box it is searched in, and the step it is resolved to.
import Analysis
import PanelSimulator
import Support
import Sweep
import Units

/// Why a fit cannot start: one line naming the option, the field or the log, and the reason.
public struct FitInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    public var description: String

    /// An error with its line.
    public init(_ description: String) { self.description = description }
}

/// A tuning parameter a fit varies, in the parameter's unit (``SweepParameter/unit``): a number searched over
/// `[low, high]` down to ``resolution``, or a parameter with few values (on/off, a choice, the frame rate) tried at
/// each of its ``levels`` in the range.
public struct FitFreeParameter: Sendable, Hashable {
    /// The row of the parameter table (``ScenarioParameter`` through ``SweepParameter``).
    public let parameter: SweepParameter
    /// The lowest value searched, in the parameter's unit.
    public let low: Double
    /// The highest value searched, in the parameter's unit.
    public let high: Double
    /// The values tried for a parameter with few values, ascending; nil for a number.
    public let levels: [Double]?

    /// A free parameter over `[low, high]` (levels: the parameter's legal values in it).
    public init(parameter: SweepParameter, low: Double, high: Double, levels: [Double]? = nil) {
        (self.parameter, self.low, self.high, self.levels) = (parameter, low, high, levels)
    }

    /// The step a number is resolved to, in its unit: its unit's resolution (``unitResolution(_:)``), or a
    /// thousandth of the range when that is finer; 0 for a parameter with levels.
    public var resolution: Double {
        guard levels == nil else { return 0 }
        return min(Self.unitResolution(parameter.unit), (high - low) / 1000)
    }

    /// The finest difference a fit resolves in a unit: rates 1e-5 per ms, velocities 1e-3 pt/ms, lengths 0.01 pt,
    /// speeds 0.1 pt/s, durations 1e-4 s (each well under what a recorded flick can tell apart); 1e-4 otherwise.
    public static func unitResolution(_ unit: String) -> Double {
        switch unit {
        case "per ms": 1e-5
        case "pt/ms": 1e-3
        case "pt": 0.01
        case "pt/s": 0.1
        case "s": 1e-4
        default: 1e-4
        }
    }

    /// `value` as a fit prints it: a choice by name, else with the decimals of ``resolution``.
    public func text(of value: Double) -> String {
        if parameter.choices != nil || levels != nil { return parameter.text(of: value) }
        var decimals = 0
        var step = resolution
        while step < 0.999_999, decimals < 12 {
            step *= 10
            decimals += 1
        }
        return NumberFormat.fixed(value, decimals: decimals)
    }

    /// Reads `NAME` or `NAME=LOW:HIGH` (the names of `bench sweep --param`, the parameter's unit). Without a
    /// range the parameter's legal range is searched (an open end moved in by one ``resolution``).
    ///
    /// - Throws: ``FitInputError`` naming `--free` and the text: an unknown name, a parameter of the gesture or
    ///   of the geometry, a range that is not two numbers, is empty or reversed, or leaves the legal range, or a
    ///   legal range without an end.
    public static func parse(_ text: String) throws(FitInputError) -> FitFreeParameter {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard let parameter = SweepParameter(rawValue: name) else {
            throw FitInputError("--free \(text): '\(name)' is no parameter (one of \(SweepParameter.nameList))")
        }
        if let reason = TuningOverrides.refusal(of: parameter) { throw FitInputError("--free \(text): \(reason)") }
        guard let row = parameter.scenarioParameter, !row.isGeometry else {
            throw FitInputError(
                "--free \(text): \(name) is geometry, which the log records (the scenario must match it)")
        }
        let legal = parameter.legalRange
        var levels: [Double]?
        var (low, high) = (0.0, 0.0)
        switch row.values {
        case .number(let range):
            let step = unitResolution(parameter.unit)
            switch range.lower {
            case .closed(let x): low = x
            case .open(let x): low = x + step
            case .none: low = .nan
            }
            switch range.upper {
            case .closed(let x): high = x
            case .open(let x): high = x - step
            case .none: high = .nan
            }
        case .flag: levels = [0, 1]
        case .choice(let names): levels = names.indices.map(Double.init)
        case .oneOf(let list): levels = list.sorted()
        }
        (low, high) = levels.map { ($0.first ?? 0, $0.last ?? 0) } ?? (low, high)
        if parts.count == 2 {
            let bounds = parts[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let values = bounds.map { parameter.value(fromText: $0) }
            guard bounds.count == 2 else {
                throw FitInputError("--free \(text): the range is not LOW:HIGH (\(parameter.unit))")
            }
            guard let a = values[0], let b = values[1] else {
                throw FitInputError("--free \(text): a bound is not \(TuningOverrides.expectedValue(of: parameter))")
            }
            guard a < b else { throw FitInputError("--free \(text): the range is empty (LOW must be below HIGH)") }
            (low, high) = (a, b)
            levels = levels?.filter { $0 >= a && $0 <= b }
        } else if !low.isFinite || !high.isFinite {
            throw FitInputError("--free \(text): \(name) has no finite legal range; give one as \(name)=LOW:HIGH")
        }
        if let levels, levels.count < 2 {
            throw FitInputError("--free \(text): fewer than two of \(name)'s values lie in the range")
        }
        return FitFreeParameter(parameter: parameter, low: low, high: high, levels: levels)
    }
}
