/// A JSON document built in memory with objects that keep their key order, so the json, sarif
/// and gitlab outputs are byte-for-byte stable and read in a sensible order (`version` first)
/// rather than in whatever order a dictionary or an alphabetical sort would give.
enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// An array whose elements are made one at a time while it is written, so a report with
    /// many findings never holds all their JSON trees at once.
    case lazyArray(count: Int, element: @Sendable (Int) -> JSONValue)
    case object([(key: String, value: JSONValue)])
    /// Where an array streamed on its own goes (`JSONWriter.renderAround`); written as nothing.
    case hole

    /// `items` as a lazily rendered array.
    static func lazy<Item: Sendable>(_ items: [Item], _ render: @escaping @Sendable (Item) -> JSONValue) -> JSONValue {
        .lazyArray(count: items.count) { render(items[$0]) }
    }

    /// A string, or `null` when absent.
    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }
}

/// Builds an ordered JSON object, leaving out keys whose value is absent.
struct JSONObjectBuilder {
    private(set) var members: [(key: String, value: JSONValue)] = []

    /// Room for a finding's members from the start: an object grown one member at a time
    /// reallocated five times, once per finding of a large report.
    init() { members.reserveCapacity(20) }

    mutating func set(_ key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    mutating func set(_ key: String, _ text: String) {
        members.append((key, .string(text)))
    }

    mutating func set(_ key: String, _ number: Int) {
        members.append((key, .int(number)))
    }

    /// Adds the member only when `text` is present.
    mutating func setIfPresent(_ key: String, _ text: String?) {
        if let text { members.append((key, .string(text))) }
    }

    var value: JSONValue { .object(members) }
}
