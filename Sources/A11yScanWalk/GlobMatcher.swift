import A11yScanSyntax

/// One element inside a path component of a compiled glob.
enum GlobAtom: Sendable, Hashable {
    /// UTF-8 bytes that must appear as they are.
    case literal([UInt8])
    /// `?`: exactly one character, never `/`.
    case anyCharacter
    /// `[...]`: one character from (or, negated, outside) the set.
    case set(GlobCharacterSet)
    /// `*`: any run of characters inside the component, including none.
    case star
}

/// One `/`-separated component of a compiled glob.
enum GlobSegment: Sendable, Hashable {
    /// A component with no wildcard: compared byte for byte.
    case exact([UInt8])
    /// A component with wildcards.
    case pattern([GlobAtom])
    /// `**` as a whole component: zero or more path components.
    case anyDepth
}

/// Matches compiled segments against the UTF-8 bytes of a `/`-separated path.
///
/// Both levels use the iterative "remember the last star" algorithm: inside a component the
/// star is `*`, across components it is `**`. Every other element consumes exactly one unit
/// (a character, or a component), for which backtracking to the most recent star is enough,
/// so the cost is bounded by pattern length times path length and nothing recurses.
enum GlobMatcher {
    static func matches(_ segments: [GlobSegment], path: ByteView) -> Bool {
        let end = path.count
        // `start` is the first byte of the current component; past `end` means no components left.
        var start = 0
        var segmentIndex = 0
        var starSegment = -1
        var starStart = 0
        while start <= end {
            let componentEnd = nextSeparator(in: path, from: start)
            if segmentIndex < segments.count {
                let segment = segments[segmentIndex]
                if case .anyDepth = segment {
                    starSegment = segmentIndex
                    starStart = start
                    segmentIndex += 1
                    continue
                }
                if matchesComponent(segment, path: path, from: start, to: componentEnd) {
                    segmentIndex += 1
                    start = componentEnd + 1
                    continue
                }
            }
            guard starSegment >= 0, starStart <= end else { return false }
            // Let the last `**` swallow one more component and retry what follows it.
            starStart = nextSeparator(in: path, from: starStart) + 1
            start = starStart
            segmentIndex = starSegment + 1
        }
        while segmentIndex < segments.count, case .anyDepth = segments[segmentIndex] {
            segmentIndex += 1
        }
        return segmentIndex == segments.count
    }

    /// Matches one component `path[from..<to]` (no `/` inside) against one segment.
    static func matchesComponent(
        _ segment: GlobSegment, path: ByteView, from: Int, to: Int
    ) -> Bool {
        switch segment {
        case .anyDepth:
            return true
        case .exact(let bytes):
            return to - from == bytes.count && bytesEqual(bytes, path, at: from)
        case .pattern(let atoms):
            return matchesAtoms(atoms, path: path, from: from, to: to)
        }
    }

    private static func matchesAtoms(
        _ atoms: [GlobAtom], path: ByteView, from: Int, to: Int
    ) -> Bool {
        var position = from
        var atomIndex = 0
        var starAtom = -1
        var starPosition = from
        while position < to {
            if atomIndex < atoms.count {
                switch atoms[atomIndex] {
                case .star:
                    starAtom = atomIndex
                    starPosition = position
                    atomIndex += 1
                    continue
                case .literal(let bytes):
                    if to - position >= bytes.count, bytesEqual(bytes, path, at: position) {
                        position += bytes.count
                        atomIndex += 1
                        continue
                    }
                case .anyCharacter:
                    position += characterLength(path, at: position, limit: to)
                    atomIndex += 1
                    continue
                case .set(let set):
                    let (value, length) = decodeCharacter(path, at: position, limit: to)
                    if set.accepts(value) {
                        position += length
                        atomIndex += 1
                        continue
                    }
                }
            }
            guard starAtom >= 0 else { return false }
            // Let the last `*` swallow one more character and retry what follows it.
            starPosition += characterLength(path, at: starPosition, limit: to)
            position = starPosition
            atomIndex = starAtom + 1
        }
        while atomIndex < atoms.count, case .star = atoms[atomIndex] {
            atomIndex += 1
        }
        return atomIndex == atoms.count
    }

    private static func nextSeparator(in path: ByteView, from start: Int) -> Int {
        var index = start
        while index < path.count, path[index] != 0x2F { index += 1 }
        return index
    }

    private static func bytesEqual(_ bytes: [UInt8], _ path: ByteView, at offset: Int) -> Bool {
        var index = 0
        while index < bytes.count {
            if path[offset + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }

    /// Length in bytes of the UTF-8 sequence starting at `offset`; a stray byte counts as one.
    private static func characterLength(_ path: ByteView, at offset: Int, limit: Int) -> Int {
        let lead = path[offset]
        let length: Int
        switch lead {
        case 0xF0...0xF7: length = 4
        case 0xE0...0xEF: length = 3
        case 0xC0...0xDF: length = 2
        default: length = 1
        }
        var valid = 1
        while valid < length, offset + valid < limit, path[offset + valid] & 0xC0 == 0x80 { valid += 1 }
        return valid
    }

    /// The scalar value of the character at `offset` and its length; a malformed sequence
    /// yields its first byte as a value that no set written in valid UTF-8 can confuse.
    private static func decodeCharacter(
        _ path: ByteView, at offset: Int, limit: Int
    ) -> (UInt32, Int) {
        let length = characterLength(path, at: offset, limit: limit)
        let lead = UInt32(path[offset])
        switch length {
        case 2 where lead >= 0xC0:
            return (((lead & 0x1F) << 6) | (UInt32(path[offset + 1]) & 0x3F), 2)
        case 3:
            return (((lead & 0x0F) << 12) | ((UInt32(path[offset + 1]) & 0x3F) << 6)
                | (UInt32(path[offset + 2]) & 0x3F), 3)
        case 4:
            return (((lead & 0x07) << 18) | ((UInt32(path[offset + 1]) & 0x3F) << 12)
                | ((UInt32(path[offset + 2]) & 0x3F) << 6) | (UInt32(path[offset + 3]) & 0x3F), 4)
        default:
            return (lead < 0x80 ? lead : 0x110000 + lead, 1)
        }
    }
}
