"""Reads files out of a bare git directory without a work tree.

Snapshots may lack large blobs, so `git archive` can fail on a commit; instead the tree is
listed with `ls-tree` and the blobs are read through one `cat-file --batch` process, whose
input is written from a thread (a pipe written and read from one thread deadlocks once
both buffers fill). A missing blob is skipped and counted.
"""

import os
import subprocess
import threading


def run_git(git, *args, text=True):
    done = subprocess.run(["git", "--git-dir", git, *args], capture_output=True, text=text)
    if done.returncode != 0:
        err = done.stderr if text else done.stderr.decode("utf-8", "replace")
        raise RuntimeError(f"git {' '.join(args[:3])} in {git} failed: {err.strip()}")
    return done.stdout


def list_tree(git, commit, keep):
    """[(path, blob id)] of the files at `commit` whose path `keep(path)` accepts."""
    out = run_git(git, "ls-tree", "-r", "-z", commit, text=False)
    entries = []
    for record in out.split(b"\0"):
        if not record:
            continue
        meta, _, path_bytes = record.partition(b"\t")
        mode, kind, sha = meta.split()
        path = path_bytes.decode("utf-8", "surrogateescape")
        if kind == b"blob" and mode != b"120000" and keep(path):
            entries.append((path, sha.decode()))
    return entries


def read_objects(git, names):
    """Yields (name, bytes or None) for each object name (`<blob id>` or `<commit>:<path>`), in
    order; None when the object is missing from the snapshot."""
    process = subprocess.Popen(["git", "--git-dir", git, "cat-file", "--batch"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    names = list(names)

    def feed():
        try:
            for name in names:
                process.stdin.write(name.encode("utf-8", "surrogateescape") + b"\n")
        except BrokenPipeError:
            pass
        finally:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass

    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    out = process.stdout
    try:
        for name in names:
            header = out.readline()
            if not header:
                raise RuntimeError(f"git cat-file in {git} stopped early")
            fields = header.split()
            if len(fields) < 2 or fields[-1] in (b"missing", b"ambiguous") or len(fields) != 3:
                yield name, None
                continue
            size = int(fields[2])
            data = out.read(size)
            out.read(1)  # the line break after the content
            yield name, data
    finally:
        writer.join()
        out.close()
        process.wait()


def extract(git, commit, keep, destination):
    """Writes the kept files of `commit` under `destination`; returns (written, missing)."""
    entries = list_tree(git, commit, keep)
    paths = {sha: [] for _, sha in entries}
    for path, sha in entries:
        paths[sha].append(path)
    written = missing = 0
    for sha, data in read_objects(git, list(paths)):
        for path in paths[sha]:
            if data is None:
                missing += 1
                continue
            target = os.path.join(destination, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(data)
            written += 1
    return written, missing
