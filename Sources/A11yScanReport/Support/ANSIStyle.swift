/// The few SGR styles the `text` format uses. When colour is off every style is the empty
/// string, so the same code path produces plain output.
struct ANSIStyle {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    func cyan(_ text: String) -> String { wrap(text, "1;36") }
    func green(_ text: String) -> String { wrap(text, "1;32") }
    func blue(_ text: String) -> String { wrap(text, "34") }
}
