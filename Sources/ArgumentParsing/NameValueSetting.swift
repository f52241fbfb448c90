// ArgumentParsing/NameValueSetting: `NAME=VALUE` option values (`--set`, `--peer`): the text syntax read in one place.

/// One `NAME=VALUE` setting as read: the named parameter, its value and the setting as the user wrote it.
public struct NameValueSetting<Name: Sendable & Hashable>: Sendable, Hashable {
    /// The parameter `NAME` names.
    public var name: Name
    /// The value `VALUE` gives, in the parameter's unit.
    public var value: Double
    /// The whole setting as written (`low-velocity-threshold=0.30`), for titles and notes.
    public var written: String

    /// A setting of `name` to `value`, written as `written`.
    public init(name: Name, value: Double, written: String) {
        (self.name, self.value, self.written) = (name, value, written)
    }

    /// Reads every `NAME=VALUE` text of `settings`, in order, against the names `Name` spells by its raw values.
    ///
    /// Each setting is checked in this order, and the first problem is one line starting with `option`:
    /// the shape and the name (`'x' is not NAME=VALUE with NAME one of a, b`), a name given twice when `once`
    /// (`a is given twice ('a=1' and 'a=2'); give it once`), the `refusal` of the name, then the value
    /// (`a: 'x' is not <expected>`).
    ///
    /// - Parameters:
    ///   - option: the option the user gave the settings with (`--set`), named first in every message.
    ///   - once: whether a name given twice is refused (otherwise the last value wins).
    ///   - refusal: why a name cannot be set here, or `nil` when it can.
    ///   - value: the value a text gives a name, or `nil` when the text is not a legal value of it.
    ///   - expected: what a name's value must be, for the message when `value` gives `nil`.
    /// - Throws: ``UsageError`` naming `option`.
    public static func parse(
        _ settings: [String], option: String, once: Bool = false, refusal: (Name) -> String? = { _ in nil },
        value: (Name, String) -> Double?, expected: (Name) -> String
    ) throws(UsageError) -> [Self]
    where Name: CaseIterable & RawRepresentable, Name.RawValue == String {
        var read: [Self] = []
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = Name(rawValue: String(parts[0])) else {
                let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("\(option): '\(setting)' is not NAME=VALUE with NAME one of \(names)")
            }
            if once, let earlier = read.first(where: { $0.name == name }) {
                throw UsageError(
                    "\(option): \(name.rawValue) is given twice ('\(earlier.written)' and '\(setting)'); give it once")
            }
            if let reason = refusal(name) { throw UsageError("\(option): \(reason)") }
            let text = String(parts[1])
            guard let number = value(name, text) else {
                throw UsageError("\(option): \(name.rawValue): '\(text)' is not \(expected(name))")
            }
            read.append(Self(name: name, value: number, written: setting))
        }
        return read
    }
}
