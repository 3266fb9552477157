import A11yScanSyntax

/// The names a scanned file calls, kept small because every file's record is held until the
/// project's summaries are known: the hashed names of its tree's calls, or, for a file scanned
/// without a tree, the byte triples of its code (a name whose triples all occur may be called).
/// `mayCall` can say yes wrongly, never no wrongly: a wrong yes costs a second scan of the file.
package enum CalledNames: Sendable {
    /// Sorted, distinct hashes of the names of the tree's calls.
    case hashes([UInt32])
    case triples(ByteTriples)

    package init(tree: CallTree) {
        var hashes: [UInt32] = []
        tree.source.code.withByteView { code in
            for node in tree.nodes where node.kind == .call { hashes.append(Self.hash(code[node.name])) }
        }
        hashes.sort()
        var distinct: [UInt32] = []
        distinct.reserveCapacity(hashes.count)
        for hash in hashes where distinct.last != hash { distinct.append(hash) }
        self = .hashes(distinct)
    }

    /// A name to ask about, hashed once for all files.
    package struct Name {
        let hash: UInt32
        /// Its byte triples' hashes, for files known by their triples.
        let tripleHashes: [UInt32]

        package init(_ name: String) {
            let bytes = Array(name.utf8)
            hash = bytes.withByteView { CalledNames.hash($0[...]) }
            tripleHashes = ByteTriples.hashes(of: bytes)
        }
    }

    /// Names asked about together, for every file of a scan: their hashes sorted, so a file's
    /// hashes are compared with them in one merge.
    package struct Names {
        let names: [Name]
        let hashes: [UInt32]

        package init(_ names: [String]) {
            self.names = names.map(Name.init)
            hashes = Array(Set(self.names.map(\.hash))).sorted()
        }
    }

    /// Whether the file may call a function or component of one of `names`: as asking
    /// `mayCall` for each, in one pass over both sorted lists of hashes.
    package func mayCallAny(of names: Names) -> Bool {
        switch self {
        case .triples:
            return names.names.contains(where: mayCall)
        case .hashes(let hashes):
            var own = 0
            var wanted = 0
            while own < hashes.count, wanted < names.hashes.count {
                if hashes[own] == names.hashes[wanted] { return true }
                if hashes[own] < names.hashes[wanted] { own += 1 } else { wanted += 1 }
            }
            return false
        }
    }

    /// Whether the file may call a function or component named `name`.
    package func mayCall(_ name: Name) -> Bool {
        switch self {
        case .triples(let triples):
            return triples.mayContain(hashes: name.tripleHashes)
        case .hashes(let hashes):
            let hash = name.hash
            var low = 0
            var high = hashes.count
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < hashes.count && hashes[low] == hash
        }
    }

    /// FNV-1a.
    private static func hash(_ bytes: Slice<ByteView>) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }
}
