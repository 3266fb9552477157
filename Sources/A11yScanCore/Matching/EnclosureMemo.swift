/// Per-file memory of outward walks by their starting offset. Rules with different anchors
/// often match the same call (`Image(` is the anchor of three SwiftUI rules, `Button(` of
/// several Compose ones), and each anchor's matches would walk out from it again; the walk
/// depends on nothing but the file and the start. Owned by one thread's matcher, reset per file.
final class EnclosureMemo {
    private var walks: [Int: Enclosure] = [:]

    func reset() { walks.removeAll(keepingCapacity: true) }

    func enclosure(from start: Int, orWalk walk: () -> Enclosure) -> Enclosure {
        if let known = walks[start] { return known }
        let enclosure = walk()
        walks[start] = enclosure
        return enclosure
    }
}
