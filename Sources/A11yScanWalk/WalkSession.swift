import A11yScanFindings
import A11yScanSyntax
import A11yScanSystem

/// A root argument that is a folder, as the walk of its contents needs to know it.
struct WalkScanRoot {
    /// The argument as the user wrote it, normalized.
    let argument: String
    /// The folder with links resolved: what "outside the scan root" is measured against.
    let realPath: String
    /// The root's number in the file list.
    let origin: Int
    /// What report paths below the root start with (its path in its git work tree when the
    /// walk reports repository paths), so problems name files as findings do.
    let reportPrefix: String
    /// The include and exclude globs, as seen from this root.
    let globs: WalkGlobs

    /// How a path relative to the root is shown in a problem.
    func shown(_ relativePath: String) -> String { WalkPath.join(reportPrefix, relativePath) }
}

/// A folder waiting to be read, with everything its entries are judged by.
struct WalkFrame {
    let absolutePath: String
    /// Relative to the scan root; empty for the root itself.
    let relativePath: String
    /// The folder with links resolved, for loop detection.
    let realPath: String
    let rules: IgnoreRules
    /// Relative to the folder the rules are relative to (a repository root).
    let rulesPath: String
    /// True when the include globs are empty or matched this folder or one above it.
    let isIncluded: Bool
    let isRoot: Bool
}

/// One entry of a folder under consideration, with its paths in each frame of reference.
struct WalkChild {
    let name: String
    let relativePath: String
    let rulesPath: String
    private let folderAbsolutePath: String

    /// Joined when asked for: most files found never need it.
    var absolutePath: String { WalkPath.join(folderAbsolutePath, name) }

    init(name: String, in frame: WalkFrame, rulesFolder: String) {
        self.name = name
        folderAbsolutePath = frame.absolutePath
        relativePath = WalkPath.join(frame.relativePath, name)
        rulesPath = rulesFolder == frame.relativePath ? relativePath : WalkPath.join(rulesFolder, name)
    }
}

/// Links to follow once every real folder of a root has been read.
struct WalkLinkedItems {
    struct File {
        let child: WalkChild
        let language: Language
        let target: FileStatus
    }

    var folders: [WalkFrame] = []
    var files: [File] = []
}

/// The state of one walk: files found so far, keyed by identity so the same file reached
/// twice (overlapping roots, links, hard links) is listed once, and the folders entered, so
/// none is read twice and link loops end.
struct WalkSession {
    let options: WalkOptions
    private let languages: WalkLanguageFilter
    /// Whether layout files are collected: with the Kotlin or Java code that finds their views.
    private let collectsLayouts: Bool
    private var files = WalkedFileList()
    private var fileIndex: [FileIdentity: Int] = [:]
    private var visitedFolders: Set<FileIdentity> = []
    var problems: [FileProblem] = []
    /// Folders and files left out as code that never ships.
    var nonShippingSkipped = 0
    /// Configuration files met in the folders walked, when the options ask for them.
    var configurationFiles: [String] = []
    /// Files that can name the project's code, when the options ask for them.
    var referenceFiles: [String] = []
    /// Whether, not respecting ignore files, the walk passed a folder that holds some (a
    /// `.gitignore`, or below the root a nested repository's `.git`).
    var passedIgnoreFiles = false
    /// Where files are offered for scanning as they are found (nil: nobody scans early).
    private let feed: WalkFeed?

    init(options: WalkOptions, feed: WalkFeed? = nil) {
        self.options = options
        self.feed = feed
        languages = WalkLanguageFilter(extensions: options.extensions)
        collectsLayouts = languages.language(ofName: "a.kt") == .kotlin || languages.language(ofName: "a.java") == .java
    }

    /// The files in report order.
    var sortedFiles: WalkedFileList { files.keepingLayoutsBesideAndroidCode().sortedForReport() }

    /// Registers a root (a folder, or a file named directly) that files are added under.
    mutating func addOrigin(argument: String, absolutePath: String, isNamedFile: Bool, repository: RepositoryLocation?) -> Int {
        files.addOrigin(WalkedFileList.Origin(argument: argument, absolutePath: absolutePath, isNamedFile: isNamedFile,
                                              repository: repository, storesRepositoryPaths: options.reportsRepositoryPaths))
    }

    /// Adds a file, or marks an already listed one as named directly when this one is.
    mutating func add(
        relativePath: String, origin: Int, language: Language, explicitlyNamed: Bool, identity: FileIdentity
    ) {
        // One hash of the identity for a new file, the common case.
        if let index = fileIndex.updateValue(files.count, forKey: identity) {
            fileIndex[identity] = index
            if explicitlyNamed { files.markExplicitlyNamed(at: index) }
        } else {
            files.append(relativePath: relativePath, origin: origin, language: language, explicitlyNamed: explicitlyNamed)
            if let feed { feed.offer(files.count - 1, files[files.count - 1]) }
        }
    }

    /// Walks a folder root depth-first with an explicit stack (no recursion, whatever the
    /// depth). Files and folders reached through links are taken after all real folders, so a
    /// file reachable both ways is reported under its real path when that is inside the root.
    mutating func walkFolder(_ root: WalkScanRoot, absolutePath: String) {
        guard !root.globs.excludesRoot else { return }
        var context = WalkRepository.Context(rules: IgnoreRules(), pathFromRulesRoot: "")
        if options.respectGitignore {
            context = WalkRepository.context(forScanRoot: root.realPath, problems: &problems)
        }
        var pending = [WalkFrame(
            absolutePath: absolutePath, relativePath: "", realPath: root.realPath,
            rules: context.rules, rulesPath: context.pathFromRulesRoot,
            isIncluded: root.globs.includesEverything || root.globs.includesRoot, isRoot: true)]
        var linked = WalkLinkedItems()
        var nextLinked = 0
        while true {
            let frame: WalkFrame
            if let next = pending.popLast() {
                frame = next
            } else if nextLinked < linked.folders.count {
                frame = linked.folders[nextLinked]
                nextLinked += 1
            } else {
                break
            }
            visit(frame, root: root, pending: &pending, linked: &linked)
        }
        for file in linked.files {
            addWalked(file.child, language: file.language, root: root, status: .success(file.target),
                      readError: FileSystem.readError(file.child.absolutePath))
        }
    }

    private mutating func visit(
        _ frame: WalkFrame, root: WalkScanRoot, pending: inout [WalkFrame], linked: inout WalkLinkedItems
    ) {
        let shownPath = frame.isRoot ? root.argument : root.shown(frame.relativePath)
        let directory: OpenDirectory
        switch OpenDirectory.open(frame.absolutePath) {
        case .success(let opened): directory = opened
        case .failure(let error):
            problems.append(FileProblem(
                path: shownPath, kind: .unreadable, message: "cannot read folder: \(error.message)"))
            return
        }
        guard visitedFolders.insert(directory.identity).inserted else { return }
        let (entries, listingError) = directory.entries()
        if let listingError {
            problems.append(FileProblem(
                path: shownPath, kind: .unreadable, message: "folder listed only in part: \(listingError.message)"))
        }
        var rules = frame.rules
        var rulesFolder = frame.rulesPath
        if options.collectsConfigurationFiles,
           entries.contains(where: { $0.name == WalkOptions.configurationFileName && Self.mayHoldRules($0.kind) }) {
            configurationFiles.append(WalkPath.join(frame.absolutePath, WalkOptions.configurationFileName))
        }
        if options.respectGitignore {
            if !frame.isRoot, entries.contains(where: { $0.name == ".git" }) {
                rules = WalkRepository.rulesAtRepositoryRoot(frame.absolutePath, problems: &problems)
                rulesFolder = ""
            }
            if entries.contains(where: { $0.name == ".gitignore" && Self.mayHoldRules($0.kind) }) {
                WalkRepository.addIgnoreFile(
                    at: WalkPath.join(frame.absolutePath, ".gitignore"),
                    shownAs: root.shown(WalkPath.join(frame.relativePath, ".gitignore")),
                    folder: rulesFolder, to: &rules, problems: &problems)
            }
        } else if !passedIgnoreFiles {
            passedIgnoreFiles = entries.contains { entry in
                (entry.name == ".gitignore" && Self.mayHoldRules(entry.kind)) || (!frame.isRoot && entry.name == ".git")
            }
        }
        for entry in entries {
            guard entry.isValidUTF8 else {
                if entry.kind == .directory || language(ofName: entry.name) != nil {
                    problems.append(FileProblem(
                        path: root.shown(WalkPath.join(frame.relativePath, entry.name)), kind: .warning,
                        message: "name is not valid UTF-8; skipped"))
                }
                continue
            }
            var kind = entry.kind
            if kind == .unknown, case .success(let status) = directory.status(of: entry.name) {
                kind = status.kind
            }
            switch kind {
            case .directory:
                let child = WalkChild(name: entry.name, in: frame, rulesFolder: rulesFolder)
                if let next = folderFrame(child, parent: frame, rules: rules, root: root, realPath: nil) {
                    pending.append(next)
                }
            case .regular:
                guard let language = language(ofName: entry.name) ?? layoutLanguage(ofName: entry.name, in: frame) else {
                    if options.collectsReferenceFiles, ReferenceFiles.names(entry.name, inFolder: frame.absolutePath) {
                        let child = WalkChild(name: entry.name, in: frame, rulesFolder: rulesFolder)
                        if isSelected(child, parent: frame, rules: rules, root: root) { referenceFiles.append(child.absolutePath) }
                    }
                    continue
                }
                let child = WalkChild(name: entry.name, in: frame, rulesFolder: rulesFolder)
                guard isSelected(child, parent: frame, rules: rules, root: root) else { continue }
                // No system call per file: the listing gives the identity, and a file the
                // user may not read is reported when the scan opens it, as ripgrep does.
                add(relativePath: child.relativePath, origin: root.origin, language: language, explicitlyNamed: false,
                    identity: FileIdentity(device: directory.identity.device, inode: entry.inode))
            case .symlink:
                let child = WalkChild(name: entry.name, in: frame, rulesFolder: rulesFolder)
                considerLink(child, parent: frame, rules: rules, root: root, linked: &linked)
            case .special, .unknown:
                continue
            }
        }
    }

    /// Whether an entry named `.gitignore` is worth reading: FIFOs and devices never are.
    private static func mayHoldRules(_ kind: FileKind) -> Bool {
        switch kind {
        case .regular, .symlink, .unknown: return true
        case .directory, .special: return false
        }
    }

    /// The frame for a subfolder, or nil when the folder is skipped, ignored or excluded.
    private mutating func folderFrame(
        _ child: WalkChild, parent: WalkFrame, rules: IgnoreRules, root: WalkScanRoot, realPath: String?
    ) -> WalkFrame? {
        if options.skipsNonShippingCode,
           NonShippingCode.isFolder(child.name, parentPath: parent.absolutePath) {
            nonShippingSkipped += 1
            return nil
        }
        guard !options.skipFolders.contains(child.name),
              !isLeftOut(child, isDirectory: true, rules: rules, root: root)
        else { return nil }
        let isIncluded = parent.isIncluded || root.globs.includes(child.relativePath, isDirectory: true)
        return WalkFrame(
            absolutePath: child.absolutePath, relativePath: child.relativePath,
            realPath: realPath ?? WalkPath.join(parent.realPath, child.name),
            rules: rules, rulesPath: child.rulesPath, isIncluded: isIncluded, isRoot: false)
    }

    /// The language of a file found in a folder, or nil when its extension is not collected
    /// or it is ignored, excluded or not included.
    private mutating func selectedLanguage(_ child: WalkChild, parent: WalkFrame, rules: IgnoreRules, root: WalkScanRoot) -> Language? {
        guard let language = language(ofName: child.name), isSelected(child, parent: parent, rules: rules, root: root)
        else { return nil }
        return language
    }

    /// Whether a file of a collected language is kept: not test code left out, not ignored,
    /// not excluded, and included.
    private mutating func isSelected(_ child: WalkChild, parent: WalkFrame, rules: IgnoreRules, root: WalkScanRoot) -> Bool {
        if options.skipsNonShippingCode, NonShippingCode.isFile(child.name) {
            nonShippingSkipped += 1
            return false
        }
        return !isLeftOut(child, isDirectory: false, rules: rules, root: root)
            && (parent.isIncluded || root.globs.includes(child.relativePath, isDirectory: false))
    }

    private func isLeftOut(_ child: WalkChild, isDirectory: Bool, rules: IgnoreRules, root: WalkScanRoot) -> Bool {
        if !rules.isEmpty, rules.isIgnored(child.rulesPath, isDirectory: isDirectory) { return true }
        return root.globs.excludes(child.relativePath, isDirectory: isDirectory)
    }

    private mutating func addWalked(
        _ child: WalkChild, language: Language, root: WalkScanRoot,
        status: Result<FileStatus, SystemCallError>, readError: SystemCallError?
    ) {
        switch status {
        case .failure(let error):
            problems.append(FileProblem(
                path: root.shown(child.relativePath), kind: .unreadable, message: "cannot read file: \(error.message)"))
        case .success(let status):
            if let readError {
                problems.append(FileProblem(
                    path: root.shown(child.relativePath), kind: .unreadable, message: "cannot read file: \(readError.message)"))
                return
            }
            add(relativePath: child.relativePath, origin: root.origin, language: language, explicitlyNamed: false,
                identity: status.identity)
        }
    }

    /// A symbolic link inside a walk: followed only when the options say so. Not following a
    /// link that leads outside the scan root is reported, since its target is then never seen.
    private mutating func considerLink(
        _ child: WalkChild, parent: WalkFrame, rules: IgnoreRules, root: WalkScanRoot, linked: inout WalkLinkedItems
    ) {
        let target: FileStatus
        switch FileSystem.status(ofPath: child.absolutePath, followingLinks: true) {
        case .success(let status): target = status
        case .failure(let error):
            if options.followSymlinks, selectedLanguage(child, parent: parent, rules: rules, root: root) != nil {
                problems.append(FileProblem(
                    path: root.shown(child.relativePath), kind: .unreadable, message: "broken symbolic link: \(error.message)"))
            }
            return
        }
        let realPath = FileSystem.realPath(child.absolutePath) ?? child.absolutePath
        switch target.kind {
        case .directory:
            guard let frame = folderFrame(child, parent: parent, rules: rules, root: root, realPath: realPath) else { return }
            guard options.followSymlinks else { return noteNotFollowed(child, target: realPath, root: root) }
            if WalkPath.relative(parent.realPath, to: realPath) != nil {
                problems.append(FileProblem(
                    path: root.shown(child.relativePath), kind: .warning,
                    message: "symbolic link loop: it points to \(realPath), which contains the link; not followed"))
                return
            }
            if !visitedFolders.contains(target.identity) { linked.folders.append(frame) }
        case .regular:
            guard let language = selectedLanguage(child, parent: parent, rules: rules, root: root) else { return }
            guard options.followSymlinks else { return noteNotFollowed(child, target: realPath, root: root) }
            linked.files.append(WalkLinkedItems.File(child: child, language: language, target: target))
        default:
            return
        }
    }

    private mutating func noteNotFollowed(_ child: WalkChild, target: String, root: WalkScanRoot) {
        guard WalkPath.relative(target, to: root.realPath) == nil else { return }
        problems.append(FileProblem(
            path: root.shown(child.relativePath), kind: .warning,
            message: "symbolic link not followed: it points outside the scan root, to \(target); "
                + "turn on following symbolic links to scan it"))
    }

    /// `layout` for an Android layout file (`res/layout*/NAME.xml`) in a walk that collects
    /// Kotlin or Java, whose views the layout holds; the files no such code goes with are dropped at
    /// the end (`WalkedFileList.keepingLayoutsBesideAndroidCode`).
    private func layoutLanguage(ofName name: String, in frame: WalkFrame) -> Language? {
        guard collectsLayouts, name.utf8.last == UInt8(ascii: "l"), name.hasSuffix(".xml"),
              Language.isLayoutPath(frame.absolutePath + "/" + name) else { return nil }
        return .layout
    }

    /// The language of a file name whose extension is collected, if the language is known.
    func language(ofName name: String) -> Language? {
        languages.language(ofName: name)
    }
}
