// Sweep/SweepValues: one axis of a sweep grid, parsed from `START:STOP:STEP` or `v1,v2,…` (the one grammar wherever
// values are listed: a sweep's axis, a landing table's velocities, tuning A against B).
import Support
import Units

/// Why a sweep could not be set up, in one line (the CLI prints it and exits with status 2).
public struct SweepSpecError: UserFacingError, Equatable {
    /// The message, e.g. `--param low-velocity-threshold=1:0:0.1: STOP 0 is below START 1 but STEP 0.1 is positive`.
    public let description: String

    /// An error with the given message.
    public init(_ description: String) { self.description = description }
    /// Always: a sweep that cannot be run or read as given is bad input.
    public var isBadInput: Bool { true }
}

/// The values of one grid axis, in the order written, each with the label a person wrote for it.
///
/// `START:STOP:STEP` gives `START + i·STEP` for i = 0, 1, … while the value has not passed STOP; STOP itself is
/// included when the grid lands on it. The arithmetic is done in units of the last decimal written (the most
/// decimals of START, STOP and STEP), so `0:1:0.1` ends exactly on 1 and `0.3` is 0.3, not 0.30000000000000004;
/// labels print that many decimals (`0:0.5:0.25` → `0.00`, `0.25`, `0.50`). `v1,v2,…` keeps each value's label
/// as written.
public struct SweepValues: Sendable, Hashable {
    /// The specification as written (`0:0.5:0.05` or `0.2,0.3`).
    public var spec: String
    /// The values, in their axis's unit.
    public var values: [Double]
    /// One label per value, as a person would write it.
    public var labels: [String]

    /// The number of values.
    public var count: Int { values.count }

    /// Most decimals a value may be written with.
    public static let maximumDecimals = 12

    /// Parses `text`.
    ///
    /// - Parameters:
    ///   - text: `START:STOP:STEP` or a comma-separated list.
    ///   - boolean: whether `true`/`false` are accepted (as 1/0).
    ///   - maximumCount: refuse specs with more values than this (checked before any value is made).
    ///   - label: how the axis is named in messages, e.g. `--velocities` (or `--param NAME=`, glued to the spec).
    /// - Throws: ``SweepSpecError`` naming `label`, the spec and the problem.
    public static func parse(
        _ text: String, boolean: Bool = false, maximumCount: Int = 1_000_000, label: String
    ) throws(SweepSpecError) -> SweepValues {
        let named = label.hasSuffix("=") ? label + text : label + " " + text
        func fail(_ reason: String) -> SweepSpecError { SweepSpecError("\(named): \(reason)") }
        if text.isEmpty { throw SweepSpecError("\(named): no values") }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 else { throw fail("a range is START:STOP:STEP (three numbers)") }
            var numbers: [WrittenNumber] = []
            for (name, part) in zip(["START", "STOP", "STEP"], parts) {
                guard let number = WrittenNumber(part, boolean: boolean) else {
                    throw fail("\(name) '\(part)' is not a finite number")
                }
                numbers.append(number)
            }
            let decimals = numbers.map(\.decimals).max() ?? 0
            if decimals > maximumDecimals { throw fail("more than \(maximumDecimals) decimals") }
            guard let start = numbers[0].units(decimals), let stop = numbers[1].units(decimals),
                let step = numbers[2].units(decimals)
            else { throw fail("values too large for \(decimals) decimals") }
            if step == 0 { throw fail("STEP must not be 0") }
            if stop < start, step > 0 {
                throw fail("STOP \(parts[1]) is below START \(parts[0]) but STEP \(parts[2]) is positive")
            }
            if stop > start, step < 0 {
                throw fail("STOP \(parts[1]) is above START \(parts[0]) but STEP \(parts[2]) is negative")
            }
            let count = (stop - start) / step + 1
            if count > maximumCount { throw fail("\(count) values, more than \(maximumCount)") }
            var values: [Double] = []
            var labels: [String] = []
            values.reserveCapacity(count)
            labels.reserveCapacity(count)
            let scale = power10(decimals)
            for i in 0..<count {
                let units = start + i * step
                values.append(Double(units) / scale)
                labels.append(NumberFormat.fixed(units: units, decimals: decimals))
            }
            return SweepValues(spec: text, values: values, labels: labels)
        }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if items.count > maximumCount { throw fail("\(items.count) values, more than \(maximumCount)") }
        var values: [Double] = []
        var labels: [String] = []
        for item in items {
            if item.isEmpty { throw fail("has an empty item") }
            guard let number = WrittenNumber(item, boolean: boolean) else {
                throw fail("'\(item)' is not a finite number")
            }
            if values.contains(number.value) { throw fail("lists \(item) twice") }
            values.append(number.value)
            labels.append(boolean ? (number.value == 0 ? "0" : number.value == 1 ? "1" : item) : item)
        }
        return SweepValues(spec: text, values: values, labels: labels)
    }

    /// Parses a list of names from `choices` (`innerFirst,coordinated`, or `all` for every choice in order): the
    /// values are the names' indices, the labels the names.
    ///
    /// - Throws: ``SweepSpecError`` naming `label`, the spec and the problem (an unknown or repeated name).
    public static func parseChoices(_ text: String, choices: [String], label: String) throws(SweepSpecError)
        -> SweepValues
    {
        let named = label.hasSuffix("=") ? label + text : label + " " + text
        if text == "all" {
            return SweepValues(spec: text, values: choices.indices.map(Double.init), labels: choices)
        }
        var values: [Double] = []
        var labels: [String] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let index = choices.firstIndex(of: item) else {
                throw SweepSpecError("\(named): '\(item)' is not one of \(choices.joined(separator: ", ")) (or all)")
            }
            if values.contains(Double(index)) { throw SweepSpecError("\(named): lists \(item) twice") }
            values.append(Double(index))
            labels.append(item)
        }
        return SweepValues(spec: text, values: values, labels: labels)
    }

    /// `value` as a person writes it: `86`, `0.2`, `0.998` (Swift's shortest form without a trailing `.0`).
    public static func format(_ value: Double) -> String {
        NumberFormat.plain(value)
    }

    /// 10^n as a Double (exact for n ≤ 22).
    static func power10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}

/// A number as written: its value and how many decimals it was written with (`2.5e-2` → 3).
private struct WrittenNumber {
    var value: Double
    var decimals: Int

    /// Reads a finite decimal number (`-0.25`, `3`, `1e-3`); with `boolean`, also `true` (1) and `false` (0).
    init?(_ text: String, boolean: Bool) {
        if boolean, text == "true" || text == "false" {
            value = text == "true" ? 1 : 0
            decimals = 0
            return
        }
        guard let parsed = DecimalText.number(text), parsed.isFinite else { return nil }
        let lower = text.lowercased()
        let mantissa = lower.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = mantissa[0].split(separator: ".", omittingEmptySubsequences: false)
        let written = fraction.count > 1 ? fraction[1].count : 0
        let exponent = mantissa.count > 1 ? Int(mantissa[1]) ?? 0 : 0
        value = parsed
        decimals = max(0, min(written - exponent, 99))
    }

    /// The value in units of 10^-decimals, or nil when that is too large to be exact.
    func units(_ decimals: Int) -> Int? {
        let scaled = (value * SweepValues.power10(decimals)).rounded()
        return abs(scaled) < 1e15 ? Int(scaled) : nil
    }
}

extension SweepValues {
    /// The release velocities `list` gives, points per millisecond, each within ``PointsPerMillisecond/legalRange``:
    /// `v1,v2,…` or `START:STOP:STEP` as ``parse(_:boolean:maximumCount:label:)`` reads them.
    ///
    /// - Parameters:
    ///   - list: the text.
    ///   - maximumCount: the most velocities it may list.
    ///   - label: how the list is named in messages (`--velocities`).
    /// - Throws: ``SweepSpecError`` naming `label`: the list's own problem, or the first velocity out of range
    ///   (`--velocities: 101 is not in [-100, 100] pt/ms`).
    public static func velocities(_ list: String, maximumCount: Int, label: String) throws(SweepSpecError)
        -> [Double]
    {
        let parsed = try parse(list, maximumCount: maximumCount, label: label)
        let range = PointsPerMillisecond.legalRange
        for (velocity, written) in zip(parsed.values, parsed.labels) where !range.contains(velocity) {
            throw SweepSpecError("\(label): \(written) is not \(range.description)")
        }
        return parsed.values
    }
}
