// BenchCLI/BestQueryOptions: how `bench results best` (and `bench export --from-sweep`) rank a sweep's combinations.
import Analysis
import ArgumentParsing
import Sweep

/// `--by`, `--aggregate`, `--maximize`, `--where`, `--require`.
struct BestQueryOptions: UncheckedArgumentBacked {
    static let by: Option<SweepMetric> = .choice(
        "by", valueName: "metric", default: .settleTime, help: "the outcome to optimise")
    static let aggregate: Option<SweepBestQuery.Aggregate> = .choice(
        "aggregate", valueName: "how", default: .mean,
        help: "how a combination's cells sum up: mean, max (worst case) or min")
    static let maximize = Flag("maximize", help: "larger is better (default: smaller)")
    static let filter: Option<[String]> = .repeated(
        "where", valueName: "condition",
        help: "only cells meeting this count (comparisons joined by or; all --where must hold)")
    static let require: Option<[String]> = .repeated(
        "require", valueName: "condition",
        help: "what the counted cells must meet: CONDITION [when CONDITION] [from each|HEIGHT|detent N]")

    /// Every ranking option, in help order.
    static let all: [any OptionDeclaration] = [by, aggregate, maximize, filter, require]
    static var specs: [OptionSpec] { all.map(\.spec) }
    let arguments: ParsedArguments
    /// The first ranking option given, by name (`by`), or `nil`.
    var firstGiven: String? { Self.all.first(where: arguments.isGiven)?.spec.name }
    var metric: SweepMetric { self.by }

    /// The query for a sweep with `header`: `--by` an outcome the sweep's scenario can have (as `--metric` of
    /// `bench sweep`: ``SweepMetric/unavailableReason(in:)``), the conditions read by ``SweepConditionText`` (names
    /// checked against the sweep's), a bad one said as `--where TEXT: reason`.
    func query(header: SweepHeader) throws(UsageError) -> SweepBestQuery {
        if let reason = self.by.unavailableReason(in: header.ranScenario) {
            throw UsageError("--by \(self.by.rawValue): \(reason)")
        }
        let (filters, requirements) = try Self.conditions(self.filter, self.require, header: header)
        return SweepBestQuery(
            metric: self.by, aggregate: self.aggregate, maximize: self.maximize, filters: filters,
            requirements: requirements)
    }

    /// The `--where` texts `filter` and the `--require` texts `require` read against a sweep with `header` (names
    /// checked against the sweep's), a bad one said as `--where TEXT: reason`.
    static func conditions(_ filter: [String], _ require: [String], header: SweepHeader) throws(UsageError)
        -> (filters: [SweepCondition], requirements: [SweepRequirement])
    {
        var filters: [SweepCondition] = []
        var requirements: [SweepRequirement] = []
        for text in filter {
            do { filters.append(try SweepConditionText.condition(text, header: header)) } catch {
                throw Self.usage(error, option: "--where", text: text)
            }
        }
        for text in require {
            do { requirements.append(try SweepConditionText.requirement(text, header: header)) } catch {
                throw Self.usage(error, option: "--require", text: text)
            }
        }
        return (filters, requirements)
    }

    /// The line for a condition `text` given to `option` that cannot be read.
    static func usage(_ failure: SweepConditionText.Failure, option: String, text: String) -> UsageError {
        switch failure {
        case .requirementWord(let word):
            UsageError("\(option) \(text): '\(word)' belongs to --require (a --where is comparisons joined by or)")
        case .invalid(let reason): UsageError("\(option) \(text): \(reason)")
        }
    }
}

/// `bench results best DIR`: the sweep, the ranking, how many rows.
struct ResultsBestOptions: SweepFolderArgument, UncheckedArgumentBacked {
    static let top: Option<Int> = .integer(
        "top", in: 1...1_000_000, valueName: "n", default: 10,
        help: "rows to print (and every further row tied with the last)")

    static var specs: [OptionSpec] { BestQueryOptions.specs + [top.spec] }
    let arguments: ParsedArguments
    var ranking: BestQueryOptions { BestQueryOptions(arguments: arguments) }
}
