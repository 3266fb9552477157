import A11yScanWalk
import Foundation

/// A folder of repository results, one JSON file each, written atomically (temporary file,
/// then rename) so an interrupted batch never leaves a half-written result behind. The same
/// type serves as the `--cache` folder (files named by cache key, kept between runs) and as a
/// run's private scratch folder (results held on disk instead of in memory, removed after).
/// The file layout is internal to this type and versioned through the cache key.
public struct RepositoryResultStore: Sendable {
    public let directory: String

    /// Opens `directory`, creating it (and its parents) when missing.
    public init(directory: String) throws(BatchStoreError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BatchStoreError(path: directory, message: "cannot create the folder",
                                  hint: "check that the parent folder exists and is writable")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw BatchStoreError(path: directory, message: "the folder is not writable", hint: "check its permissions")
        }
        self.directory = directory
    }

    /// A new, empty folder under the system's temporary directory; `remove()` deletes it.
    public static func temporary() throws(BatchStoreError) -> RepositoryResultStore {
        let name = "a11yscan-batch-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        return try RepositoryResultStore(directory: WalkPath.join(NSTemporaryDirectory(), name))
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The file a key is stored in.
    public func path(forKey key: String) -> String {
        WalkPath.join(directory, key + ".json")
    }

    /// The stored result for `key`, or nil when there is none or it cannot be read (a damaged
    /// cache file is treated as absent and rewritten).
    func cached(key: String) -> RepositoryResult? {
        try? Self.load(path(forKey: key))
    }

    /// Stores `result` under `key` and returns the file's path.
    @discardableResult
    public func save(_ result: RepositoryResult, key: String) throws(BatchStoreError) -> String {
        let target = path(forKey: key)
        do {
            let data = try JSONEncoder().encode(result)
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw BatchStoreError(path: target, message: "cannot store the results of \(result.name): \(error.localizedDescription)",
                                  hint: "check free disk space and the folder's permissions")
        }
        return target
    }

    /// Reads a result written by `save`.
    public static func load(_ path: String) throws(BatchStoreError) -> RepositoryResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BatchStoreError(path: path, message: "cannot read stored results",
                                  hint: "the file was removed while the batch ran; run the batch again")
        }
        do {
            return try JSONDecoder().decode(RepositoryResult.self, from: data)
        } catch {
            throw BatchStoreError(path: path, message: "stored results are damaged",
                                  hint: "delete the file (or the cache folder) and run the batch again")
        }
    }
}

/// A result file that cannot be written or read back.
public struct BatchStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var hint: String

    public init(path: String, message: String, hint: String) {
        self.path = path
        self.message = message
        self.hint = hint
    }

    public var description: String { "\(path): \(message) (hint: \(hint))" }
}
