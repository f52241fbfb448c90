// SupportTests/JSONFileDecoderTests: a number that does not fit a whole-number field is named by its JSON path
// (docs/output.md, "File formats": every reader says what is wrong in one line naming the JSON path; hostile pass
// row S6 in docs/hostile-pass.md: Foundation's decoder said only "not valid JSON").
import Foundation
import Testing

@testable import Support

@Suite struct JSONFileDecoderTests {
    /// A record whose fields are decoded in another order than the file writes them (sorted keys): fractions in
    /// `Double` fields come before the whole-number field in the file and are read before it as well.
    struct Record: Decodable, Equatable {
        var zeta: Double
        var list: [Double]
        var inner: Inner?
        var count: Int
        var seed: UInt64?
        /// A field whose own check refuses a value the decoder would take (as the tool's readers do).
        var rate: Double

        struct Inner: Decodable, Equatable {
            var steps: [Int]
            var scale: Double
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            zeta = try c.decode(Double.self, forKey: .zeta)
            list = try c.decode([Double].self, forKey: .list)
            rate = try c.decode(Double.self, forKey: .rate)
            guard rate > 0, rate < 1 else {
                throw DecodingError.dataCorruptedError(forKey: .rate, in: c, debugDescription: "must be in (0, 1)")
            }
            seed = try c.decodeIfPresent(UInt64.self, forKey: .seed)
            inner = try c.decodeIfPresent(Inner.self, forKey: .inner)
            count = try c.decode(Int.self, forKey: .count)
        }

        enum CodingKeys: String, CodingKey { case zeta, list, inner, count, seed, rate }
    }

    static func message(_ json: String) -> String {
        do {
            _ = try JSONFileDecoder.decode(Record.self, from: Data(json.utf8))
            return "read"
        } catch {
            return DecodingErrorText.describe(error, decoding: Data(json.utf8))
        }
    }

    @Test(
        "a fraction or a number beyond ±2^63 in a whole-number field is named by its path",
        arguments: [
            (#"{"count":1.5,"list":[],"rate":0.5,"zeta":0}"#, "count: 1.5 is not a whole number"),
            (#"{"count":-0.25,"list":[0.5,1.5],"rate":0.5,"zeta":0.5}"#, "count: -0.25 is not a whole number"),
            (#"{"count":1e19,"list":[],"rate":0.5,"zeta":0}"#, "count: 1e19 is too large for a whole number"),
            (
                #"{"count":3,"inner":{"scale":0.5,"steps":[1,2.5]},"list":[0.5],"rate":0.5,"zeta":0.5}"#,
                "inner.steps[1]: 2.5 is not a whole number"
            ),
            (#"{"count":2,"list":[],"rate":0.5,"seed":0.5,"zeta":0}"#, "seed: 0.5 is not a whole number"),
            // the first the reader reaches is named: `seed` (read before `count`)
            (#"{"count":2.5,"list":[],"rate":0.5,"seed":1.5,"zeta":0}"#, "seed: 1.5 is not a whole number"),
            // a seed of 2^64-1 fits its field though its double (2^64) does not: `count` is named
            (
                #"{"count":2.5,"list":[],"rate":0.5,"seed":18446744073709551615,"zeta":0}"#,
                "count: 2.5 is not a whole number"
            ),
        ])
    func namesTheField(json: String, says: String) {
        #expect(Self.message(json) == says)
    }

    @Test(
        "whole numbers however written, fractions in number fields and a seed up to 2^64-1 are read",
        arguments: [
            #"{"count":1.0,"list":[0.5],"rate":0.5,"zeta":0.25}"#,
            #"{"count":1e3,"list":[],"rate":0.5,"zeta":0}"#,
            #"{"count":1,"list":[],"rate":0.5,"seed":18446744073709551615,"zeta":0}"#,
        ])
    func readsWholeNumbers(json: String) {
        #expect(Self.message(json) == "read")
    }

    @Test("other failures keep their own words")
    func otherFailures() {
        #expect(
            Self.message(#"{"count":1.5,"list":[],"rate":"x","zeta":0}"#) == "rate: expected a number, found a string")
        #expect(Self.message(#"{"count":1.5,"list":[],"rate":2,"zeta":0}"#) == "rate: must be in (0, 1)")
        #expect(Self.message(#"{"count":1.5,"list":[0.5 0.5],"rate":0.5}"#).hasPrefix("not valid JSON ("))
        #expect(Self.message(#"{"list":[],"rate":0.5,"zeta":0}"#) == "count: missing")
    }
}
