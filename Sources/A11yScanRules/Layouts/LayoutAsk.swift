/// A view a rule asked the layouts for (`layout:`) while none were known yet: what a file scanned
/// before the project's layouts were read needs of them, so that only a file whose question a
/// layout can answer yes is scanned again once they are.
package struct LayoutAsk: Sendable, Hashable {
    package var name: String
    package var shape: ComponentShape

    package init(name: String, shape: ComponentShape) {
        self.name = name
        self.shape = shape
    }
}

extension LayoutIndex {
    /// Whether some view `ask.name` may stand for has its shape: false when `view(named:shape:…)`
    /// is nil for every file, true also where only the inflated layouts would decide.
    package func mayAnswer(_ ask: LayoutAsk) -> Bool {
        views(named: ask.name).contains { $0.has(ask.shape) }
    }
}
