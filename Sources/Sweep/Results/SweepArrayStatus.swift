// Sweep/SweepArrayStatus: which shards of a sharded sweep are done, failed or missing, and what to rerun.

/// What one folder given to `bench results status` holds, as read (by the strict `sweep.json` reader).
public struct SweepShardProbe: Sendable {
    /// What was found.
    public enum Finding: Sendable {
        /// A `sweep.json` that reads back whole: its header and row count.
        case read(SweepHeader, rows: Int)
        /// Something that is not a finished shard (a partial or corrupt file, no `sweep.json`): why, in one line.
        case failed(String)
        /// Nothing at that path, but the temporary folder (named) of a write to it that was cut off.
        case unfinished(leftover: String)
        /// Nothing at that path.
        case absent
    }

    /// The folder (or `sweep.json`) as given.
    public var path: String
    /// The shard index its name states (`shard-7` → 7; the shipped array script names each folder after its
    /// task id, which is the shard index), or nil.
    public var namedIndex: Int?
    /// What was found.
    public var finding: Finding

    /// A probe; see the properties.
    public init(path: String, namedIndex: Int?, finding: Finding) {
        self.path = path
        self.namedIndex = namedIndex
        self.finding = finding
    }

    /// The number a folder name ends with (`shard-12` → 12, `results/shard-3/` → 3), or nil.
    public static func trailingNumber(_ name: String) -> Int? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return Int(String(digits.reversed()))
    }
}

/// The state of every shard of one sharded sweep.
public struct SweepArrayStatus: Sendable {
    /// Where a shard stands.
    public enum State: String, Sendable, Hashable {
        /// Its `sweep.json` reads back whole and belongs to the sweep.
        case done
        /// Something is there, but not a finished shard of this sweep.
        case failed
        /// Nothing is there.
        case missing

        /// Which of two entries for one index is listed under it (the larger).
        var precedence: Int {
            switch self {
            case .done: 2
            case .failed: 1
            case .missing: 0
            }
        }
    }

    /// One line of the status.
    public struct Entry: Sendable, Hashable {
        /// The shard index, or nil when neither the file nor the folder's name says it.
        public var index: Int?
        /// Where it stands.
        public var state: State
        /// The folder, or nil for a shard no folder was given for.
        public var path: String?
        /// What was found (cells for a done shard, the reason for a failed one).
        public var detail: String
        /// Whether something is at ``path`` (a rerun writing there needs it moved away first).
        public var occupied: Bool = true
    }

    /// How many shards the sweep has.
    public var shardCount: Int
    /// The sweep's header, from the first done shard (nil when none is done).
    public var header: SweepHeader?
    /// One entry per shard index (done, failed or missing) in index order, then the failed folders whose index
    /// is unknown, then folders beyond what the sweep needs (a second copy of a shard).
    public var entries: [Entry]

    /// The shard indices to run again: every index not done.
    public var rerun: [Int] {
        (0..<shardCount).filter { i in !entries.contains { $0.index == i && $0.state == .done } }
    }
    /// Whether every shard is done and nothing else was given: exactly what `bench results merge` joins.
    public var isComplete: Bool { entries.allSatisfy { $0.state == .done } }

    /// The status of the shards `probes` found.
    ///
    /// - Parameters:
    ///   - probes: the folders given, in order.
    ///   - shardCount: how many shards the sweep has, when the user says (it must agree with the shards read);
    ///     else the count the first shard read records.
    /// - Throws: ``SweepSpecError`` when the count is unknown (no shard read, none given) or disagrees.
    public static func assess(_ probes: [SweepShardProbe], shardCount: Int?) throws(SweepSpecError) -> SweepArrayStatus
    {
        let reference = probes.lazy.compactMap { probe -> (String, SweepHeader)? in
            if case .read(let header, _) = probe.finding, header.shard != nil { return (probe.path, header) }
            return nil
        }.first
        let count: Int
        switch (shardCount, reference?.1.shard?.count) {
        case (let given?, let read?) where given != read:
            throw SweepSpecError(
                "the shard count \(given) disagrees with \(reference?.0 ?? ""), which is one of \(read) shards")
        case (let given?, _): count = given
        case (nil, let read?): count = read
        case (nil, nil):
            // Name what was given and why the first of it is no shard, so the line says what to fix.
            let first = probes.first.map { probe -> String in
                switch probe.finding {
                case .read: "'\(probe.path)' is not a shard"
                case .failed(let why): "'\(probe.path)': \(why)"
                case .unfinished(let leftover): "'\(probe.path)': not there, only the cut-off '\(leftover)'"
                case .absent: "'\(probe.path)': nothing there"
                }
            }
            throw SweepSpecError(
                "no shard could be read\(first.map { " (\($0))" } ?? ""), so the shard count is unknown")
        }
        var byIndex: [Int: Entry] = [:]
        var others: [Entry] = []
        // One entry per index: a done shard before a failed folder before a missing one; the others are listed
        // after the indices.
        func add(_ entry: Entry) {
            guard let i = entry.index else { return others.append(entry) }
            if let earlier = byIndex[i], earlier.state.precedence >= entry.state.precedence {
                others.append(entry)
            } else {
                if let earlier = byIndex[i] { others.append(earlier) }
                byIndex[i] = entry
            }
        }
        for probe in probes {
            let named = probe.namedIndex.flatMap { $0 < count ? $0 : nil }
            func failed(_ detail: String, index: Int? = named, occupied: Bool = true) -> Entry {
                Entry(index: index, state: .failed, path: probe.path, detail: detail, occupied: occupied)
            }
            switch probe.finding {
            case .absent:
                add(Entry(index: named, state: .missing, path: probe.path, detail: "no such folder", occupied: false))
            case .unfinished(let leftover):
                add(failed("unfinished: a write was cut off (\(leftover) left beside it)", occupied: false))
            case .failed(let why):
                add(failed(why))
            case .read(let header, let rows):
                guard let shard = header.shard else {
                    add(failed("holds a whole sweep, not a shard"))
                    continue
                }
                if let (source, first) = reference, let difference = header.difference(from: first) {
                    add(
                        failed(
                            "another sweep than \(source): \(difference)",
                            index: shard.count == count ? shard.index : named))
                } else if shard.count != count {
                    add(failed("shard \(shard.index)/\(shard.count), but the sweep has \(count) shards"))
                } else if let earlier = byIndex[shard.index], earlier.state == .done, let path = earlier.path {
                    others.append(failed("shard \(shard.index)/\(count) again (also \(path))", index: shard.index))
                } else {
                    add(Entry(index: shard.index, state: .done, path: probe.path, detail: "\(rows) cells"))
                }
            }
        }
        let indexed = (0..<count).map {
            byIndex[$0] ?? Entry(index: $0, state: .missing, path: nil, detail: "no folder for it", occupied: false)
        }
        return SweepArrayStatus(
            shardCount: count, header: reference?.1,
            entries: indexed + others.filter { $0.index == nil } + others.filter { $0.index != nil })
    }

    /// Indices as a Slurm `--array` list: ascending, consecutive ones as `a-b` (`1,4,7-9`).
    public static func arrayList(_ indices: [Int]) -> String {
        let sorted = Array(Set(indices)).sorted()
        var parts: [String] = []
        var i = 0
        while i < sorted.count {
            var j = i
            while j + 1 < sorted.count, sorted[j + 1] == sorted[j] + 1 { j += 1 }
            if j > i {
                parts.append("\(sorted[i])-\(sorted[j])")
            } else {
                parts += sorted[i...j].map(String.init)
            }
            i = j + 1
        }
        return parts.joined(separator: ",")
    }
}
