// Harness/RunMetadata: where and how a results file was produced.
import Support

/// The machine, system, toolchain, source version, time and command of a run, stored in every results file and
/// shown by comparisons (which warn when two files come from different machines or toolchains).
public struct RunMetadata: Sendable, Equatable, Codable {
    /// The machine: host name, processor model and core count (for example `lab-2 (AMD EPYC 7B13, 2 cores)`).
    public var machine: String
    /// The operating system and kernel (for example `Linux 6.1.0-18-amd64`).
    public var os: String
    /// The Swift toolchain the tool was built with (for example `Swift 6.3`).
    public var toolchain: String
    /// The source commit measured (`git rev-parse HEAD`), or `nil` outside a repository.
    public var commit: String?
    /// When the run started, ISO 8601 in UTC (for example `2026-12-01T02:30:00Z`).
    public var date: String
    /// The command line that produced the file (for example `bench run --chain-depth 5 --output r.json`).
    public var command: String

    /// Metadata from explicit values.
    public init(machine: String, os: String, toolchain: String, commit: String?, date: String, command: String) {
        self.machine = machine
        self.os = os
        self.toolchain = toolchain
        self.commit = commit
        self.date = date
        self.command = command
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case machine, os, toolchain, commit, date, command }

    /// Reads metadata, refusing unknown keys.
    public init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, CodingKeys.self)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        machine = try c.decode(String.self, forKey: .machine)
        os = try c.decode(String.self, forKey: .os)
        toolchain = try c.decode(String.self, forKey: .toolchain)
        commit = try c.decodeIfPresent(String.self, forKey: .commit)
        date = try c.decode(String.self, forKey: .date)
        command = try c.decode(String.self, forKey: .command)
    }

    /// The fields that make two timings incomparable when they differ (machine and toolchain), named; empty when
    /// the two runs are comparable.
    public func incomparableFields(with other: RunMetadata) -> [String] {
        (machine == other.machine ? [] : ["machine"]) + (toolchain == other.toolchain ? [] : ["toolchain"])
    }
}
