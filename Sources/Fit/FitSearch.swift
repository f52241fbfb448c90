// Fit/FitSearch: the tuning that minimises a fit's error: a seeded low-discrepancy sample of the box, then a
// pattern search from its best points down to each parameter's resolution, then each parameter's error profile.
import Analysis
import Support
import Sweep

/// A fit stopped by a cancellation (Ctrl-C) before it finished.
public struct FitCancelled: Error, Hashable, Sendable {}

/// The error along one free parameter, the others held at their fitted values, and the values it cannot be told
/// from the fit by.
public struct FitProfile: Sendable, Hashable {
    /// The parameter's values, ascending (an even grid over the range, the fitted value and the interval's
    /// refined ends among them).
    public var values: [Double]
    /// The error at each value, points (infinity where the tuning is not valid).
    public var errors: [Double]
    /// The values around the fit whose error is at most the fit's plus the tolerance: one connected stretch,
    /// its ends refined to the parameter's resolution.
    public var interval: ClosedRange<Double>
    /// False when ``interval`` is the whole range: the releases cannot tell the parameter's value.
    public var identifiable: Bool
}

/// What a search found.
public struct FitSearchResult: Sendable, Hashable {
    /// The fitted value of each free parameter, in its unit.
    public var values: [Double]
    /// The error there, points.
    public var error: Double
    /// Each free parameter's profile.
    public var profiles: [FitProfile]
    /// The seed of the sample.
    public var seed: UInt64
    /// Tunings replayed (each one replay of every gesture).
    public var evaluations: Int
}

/// The search of ``FitObjective``'s error over the free parameters' box.
///
/// 1. **Global**: the scenario's own values (when in the box) and a Halton sequence of `samplesPerParameter` × the
///    number of free parameters points, shifted by a seeded random offset (Cranley–Patterson), parameters with
///    levels picked by the sample's position; evaluated on all cores.
/// 2. **Local**: from each of the `starts` best distinct points, a pattern search: each parameter tried one step
///    up and down (levels: each other level), a strictly better point taken; when none is, every step halves,
///    until it is below the parameter's resolution. A plateau (a threshold no release crosses) gives equal errors,
///    so the steps shrink and the search ends instead of wandering; a step in the error is crossed because the
///    first steps are as wide as the global sample's spacing.
/// 3. **Profile**: per parameter, the error over an even grid of `profilePoints` values (the others at the fit),
///    then the ends of the stretch within the tolerance bisected to the resolution.
///
/// The same objective, settings and seed give the same result whatever the number of jobs.
public enum FitSearch {
    /// The sample points per free parameter in the global stage.
    public static let samplesPerParameter = 48
    /// The best distinct global points refined.
    public static let starts = 3
    /// The grid of a profile.
    public static let profilePoints = 41

    /// Searches; see ``FitSearch``.
    ///
    /// - Parameters:
    ///   - objective: the error to minimise.
    ///   - tolerance: the noise floor, points: a profile's interval holds the values within it of the fit's error.
    ///   - seed: the sample's offset.
    ///   - jobs: threads for the global stage and the profiles.
    ///   - cancellation: stops the search at the next tuning (throws ``FitCancelled``).
    public static func run(
        _ objective: FitObjective, tolerance: Double, seed: UInt64, jobs: Int = ParallelGrid.defaultJobs,
        cancellation: CancellationFlag? = nil
    ) throws(FitCancelled) -> FitSearchResult {
        let free = objective.free
        var evaluations = 0
        func evaluate(_ points: [[Double]]) throws(FitCancelled) -> [Double] {
            evaluations += points.count
            do {
                return try ParallelGrid.map(count: points.count, jobs: jobs, cancellation: cancellation) {
                    objective.error(points[$0])
                }
            } catch {
                throw FitCancelled()
            }
        }
        // 1. Global.
        var points = globalSample(free, seed: seed)
        let own = free.map { $0.parameter.value(in: objective.scenario) }
        if zip(free, own).allSatisfy({ $1 >= $0.low && $1 <= $0.high }) { points.insert(own, at: 0) }
        let errors = try evaluate(points)
        let ranked = points.indices.sorted { errors[$0] != errors[$1] ? errors[$0] < errors[$1] : $0 < $1 }
        var startPoints: [[Double]] = []
        for i in ranked where startPoints.count < starts && !startPoints.contains(points[i]) {
            startPoints.append(points[i])
        }
        // 2. Local.
        var cache: [[Double]: Double] = [:]
        for (i, p) in points.enumerated() { cache[p] = errors[i] }
        func error(_ x: [Double]) throws(FitCancelled) -> Double {
            if let known = cache[x] { return known }
            if cancellation?.isCancelled == true { throw FitCancelled() }
            evaluations += 1
            let e = objective.error(x)
            cache[x] = e
            return e
        }
        let spacing = 1 / Double(samplesPerParameter * free.count).squareRoot()
        var best: (x: [Double], error: Double)?
        for start in startPoints {
            let found = try patternSearch(free, from: start, firstStep: spacing, error: error)
            if best == nil || found.error < best!.error { best = found }
        }
        guard let fit = best else { throw FitCancelled() }
        // 3. Profiles.
        var profiles: [FitProfile] = []
        for k in free.indices {
            let p = free[k]
            let grid =
                p.levels
                ?? (0..<profilePoints).map { p.low + (p.high - p.low) * Double($0) / Double(profilePoints - 1) }
            let gridErrors = try evaluate(grid.map { v in fit.x.indices.map { $0 == k ? v : fit.x[$0] } })
            for (v, e) in zip(grid, gridErrors) { cache[fit.x.indices.map { $0 == k ? v : fit.x[$0] }] = e }
            profiles.append(
                try profile(
                    p, value: fit.x[k], fitError: fit.error, grid: grid, errors: gridErrors,
                    limit: fit.error + tolerance
                ) { v throws(FitCancelled) in try error(fit.x.indices.map { $0 == k ? v : fit.x[$0] }) })
        }
        return FitSearchResult(
            values: fit.x, error: fit.error, profiles: profiles, seed: seed, evaluations: evaluations)
    }

    /// `samplesPerParameter` × `free.count` points of the box: the Halton sequence (bases 2, 3, 5, …) from index 1,
    /// each coordinate shifted by a seeded offset modulo 1, mapped onto the range (levels: the level whose share
    /// of [0, 1) holds it).
    public static func globalSample(_ free: [FitFreeParameter], seed: UInt64) -> [[Double]] {
        var generator = SplitMix64(seed: seed)
        let shifts = free.map { _ in Double(generator.next() >> 11) / Double(1 << 53) }
        let primes = [2, 3, 5, 7, 11, 13, 17, 19]
        return (1...(samplesPerParameter * free.count)).map { index in
            free.indices.map { k in
                var u = radicalInverse(index, base: primes[k % primes.count]) + shifts[k]
                if u >= 1 { u -= 1 }
                let p = free[k]
                if let levels = p.levels { return levels[min(levels.count - 1, Int(u * Double(levels.count)))] }
                return p.low + u * (p.high - p.low)
            }
        }
    }

    /// The van der Corput radical inverse of `index` in `base`: its digits mirrored behind the point, in [0, 1).
    static func radicalInverse(_ index: Int, base: Int) -> Double {
        var (n, result, scale) = (index, 0.0, 1.0 / Double(base))
        while n > 0 {
            result += Double(n % base) * scale
            n /= base
            scale /= Double(base)
        }
        return result
    }

    /// The pattern search from `start`: first steps `firstStep` × each range; see ``FitSearch``.
    static func patternSearch(
        _ free: [FitFreeParameter], from start: [Double], firstStep: Double,
        error: ([Double]) throws(FitCancelled) -> Double
    ) throws(FitCancelled) -> (x: [Double], error: Double) {
        var x = start
        var fx = try error(x)
        var steps = free.map { $0.levels == nil ? max(firstStep * ($0.high - $0.low), $0.resolution) : 0 }
        while true {
            var moved = false
            for k in free.indices {
                let p = free[k]
                let candidates =
                    p.levels.map { $0.filter { $0 != x[k] } }
                    ?? [min(p.high, x[k] + steps[k]), max(p.low, x[k] - steps[k])].filter { $0 != x[k] }
                for v in candidates {
                    var y = x
                    y[k] = v
                    let fy = try error(y)
                    if fy < fx {
                        (x, fx, moved) = (y, fy, true)
                        break
                    }
                }
            }
            if moved { continue }
            guard free.indices.contains(where: { free[$0].levels == nil && steps[$0] > free[$0].resolution }) else {
                return (x, fx)
            }
            steps = steps.map { $0 / 2 }
        }
    }

    /// The profile of `p` from its grid: the connected stretch around the fitted `value` (error `fitError`) within
    /// `limit`, each end bisected between the last value in and the first out until they are a resolution apart.
    static func profile(
        _ p: FitFreeParameter, value: Double, fitError: Double, grid: [Double], errors: [Double], limit: Double,
        error: (Double) throws(FitCancelled) -> Double
    ) throws(FitCancelled) -> FitProfile {
        var table = Array(zip(grid, errors))
        if !table.contains(where: { $0.0 == value }) { table.append((value, fitError)) }
        table.sort { $0.0 < $1.0 }
        let centre = table.firstIndex { $0.0 == value } ?? 0
        var refined: [(Double, Double)] = []
        func end(_ direction: Int) throws(FitCancelled) -> Double {
            var inside = centre
            while inside + direction >= 0, inside + direction < table.count, table[inside + direction].1 <= limit {
                inside += direction
            }
            var a = table[inside].0
            guard p.levels == nil, inside + direction >= 0, inside + direction < table.count else { return a }
            var b = table[inside + direction].0
            while abs(b - a) > p.resolution {
                let mid = (a + b) / 2
                let e = try error(mid)
                refined.append((mid, e))
                if e <= limit { a = mid } else { b = mid }
            }
            return a
        }
        let low = try end(-1)
        let high = try end(1)
        table = (table + refined).sorted { $0.0 < $1.0 }
        return FitProfile(
            values: table.map(\.0), errors: table.map(\.1), interval: low...high,
            identifiable: !(low <= p.low && high >= p.high))
    }
}
