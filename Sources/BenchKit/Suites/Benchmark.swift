// BenchKit/Benchmark: one benchmark, declared as a value.
import Foundation

/// What a benchmark's setup receives.
public struct BenchmarkInput: Sendable, Equatable {
  /// The size being measured, for a sized benchmark (for example the nested-chain depth); `nil` for an
  /// unsized one.
  public var size: Int?

  /// An input of the given size.
  public init(size: Int?) { self.size = size }
}

/// One benchmark: a name, where it was declared, and a setup that builds the per-frame body.
///
/// Setup runs outside the timed region and returns the closure timed once per frame; state the body
/// needs (a built chain, a cursor) is captured there.
///
///     Benchmark("cursor.drag", sizes: [5, 64, 1024]) { input in
///       var cursor = try makeCursor(depth: input.size ?? 5)
///       return { blackHole(cursor.advance(by: 1)) }
///     }
public struct Benchmark: Sendable {
  /// The per-frame closure a setup returns.
  public typealias Body = () -> Void

  /// The benchmark's name, unique within its suite (for example `cursor.drag`).
  public let name: String
  /// The default sizes of a sized benchmark (for example chain depths); `nil` for an unsized one.
  /// `bench run --chain-depth` overrides them.
  public let sizes: [Int]?
  /// The file that declared the benchmark (`#filePath`).
  public let file: String
  /// The line that declared the benchmark (`#line`).
  public let line: Int
  /// Builds the per-frame body for one input; runs outside the timed region. Errors abort the run.
  public let setup: @Sendable (BenchmarkInput) throws -> Body

  /// Declares a benchmark.
  ///
  /// - Parameters:
  ///   - name: unique within the suite.
  ///   - sizes: default sizes for a sized benchmark; `nil` (the default) for an unsized one.
  ///   - setup: builds the per-frame body; see ``BenchmarkInput``.
  public init(
    _ name: String, sizes: [Int]? = nil, file: String = #filePath, line: Int = #line,
    setup: @escaping @Sendable (BenchmarkInput) throws -> Body
  ) {
    self.name = name
    self.sizes = sizes
    self.file = file
    self.line = line
    self.setup = setup
  }

  /// The declaring file relative to the package (from `Sources/` or `Benchmarks/` on), followed by
  /// `:line`, so results stay the same on every machine.
  public var sourceLocation: String {
    var path = Substring(file)
    for marker in ["/Sources/", "/Benchmarks/", "/Tests/"] {
      if let range = file.range(of: marker, options: .backwards) {
        path = file[file.index(after: range.lowerBound)...]
        break
      }
    }
    return "\(path):\(line)"
  }
}
