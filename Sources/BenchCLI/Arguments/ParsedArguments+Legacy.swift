// TEMPORARY: string-keyed reads, removed once every verb reads typed options.
extension ParsedArguments {
    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` as typed, or its default, or `nil`.
    func string(_ name: String) -> String? {
        values[name]?.last ?? options.first { $0.name == name }?.defaultValue
    }

    /// Every value given for the repeated option `name`, in order (empty when absent).
    func strings(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether `name` was given on the command line (as opposed to defaulted).
    func isGiven(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    /// The integer value of `name` (or its default).
    func integer(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

    /// The number value of `name` (or its default).
    func number(_ name: String) -> Double? { string(name).flatMap { Double($0) } }

    /// The comma-separated integers of `name` (or its default), in the order written.
    func integers(_ name: String) -> [Int]? {
        guard let raw = string(name) else { return nil }
        let items = raw.split(separator: ",").compactMap { Int($0) }
        return items.isEmpty ? nil : items
    }

    /// The value of `name` (or its default) as a case of `E`.
    func choice<E: RawRepresentable>(_ name: String, as type: E.Type) -> E? where E.RawValue == String {
        string(name).flatMap { E(rawValue: $0) }
    }

    /// Every value of the repeated choice option `name`, as cases of `E`.
    func choices<E: RawRepresentable>(_ name: String, as type: E.Type) -> [E] where E.RawValue == String {
        strings(name).compactMap { E(rawValue: $0) }
    }

    /// The positional argument `name`, or `nil` when an optional one was left out.
    func positional(_ name: String) -> String? { positionalValues[name]?.first }

    /// Every value of the variadic positional `name`.
    func positionals(_ name: String) -> [String] { positionalValues[name] ?? [] }
}
