// Reports/Columns/CurveSummaryJSON: the document `bench compare --summary-json` writes.
import Analysis
import Foundation

/// The summary JSON as a whole: `{"version": 1, "velocityJumpThreshold": …, "curves": […]}`.
public struct CurveSummaryDocument: Hashable, Sendable, Encodable {
    /// The format's version: 1.
    public var version = 1
    /// The smallest velocity jump listed, points per second.
    public var velocityJumpThreshold: Double
    /// One entry per curve.
    public var curves: [CurveSummaryEntry]
}

/// One curve of the summary JSON: its names and its outcome (no `coincidesWith` key when it coincides with none).
public struct CurveSummaryEntry: Hashable, Sendable, Encodable {
    /// The curve's id, target label, style and tuning (``CompareCurve``).
    public var id: String, target: String, style: String, tuning: String
    /// Whether the release policy itself does this.
    public var chosen: Bool
    /// The id of an earlier curve it coincides with (no key when none).
    public var coincidesWith: String?
    /// Its outcome.
    public var outcome: CurveOutcome

    /// The entry of `curve`.
    public init(_ curve: CompareCurve) {
        (id, target, style, tuning, chosen) = (
            curve.id, curve.target, curve.style.description, curve.tuning, curve.isChoice
        )
        coincidesWith = curve.coincidesWith
        outcome = curve.outcome
    }
}

extension ComparePlot {
    /// The summary as JSON (points, seconds, points per second): `{"version": 1, "velocityJumpThreshold": …,
    /// "curves": [{id, target, style, tuning, chosen, coincidesWith, outcome: {…, discontinuities: [{kind, time,
    /// position, jump}]}}]}`, keys sorted (``CurveSummaryDocument``).
    public static func summaryJSON(_ curves: [CompareCurve], threshold: Double) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let document = CurveSummaryDocument(
            velocityJumpThreshold: threshold, curves: curves.map(CurveSummaryEntry.init))
        return try encoder.encode(document) + Data("\n".utf8)
    }
}
