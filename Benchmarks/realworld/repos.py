"""The pinned repositories (`repos.tsv`) and where their git directories are on this machine."""

import os
import subprocess
from dataclasses import dataclass

from . import tsv

HERE = os.path.dirname(os.path.abspath(__file__))
REPOS_TSV = os.path.join(HERE, "repos.tsv")
KINDS = ("app", "examples")
SCHEMA = tsv.Schema(("repo", "commit", "language", "kind"), {
    "repo": lambda text: _owner_name(text),
    "commit": tsv.hex_sha,
    "language": tsv.one_of("swift", "kotlin", "both", "markdown"),
    "kind": tsv.one_of(*KINDS),
})


def _owner_name(text):
    owner, slash, name = text.partition("/")
    if not slash or not owner or not name or "/" in name:
        raise ValueError(f"{text!r} is not owner/name")
    return text


@dataclass(frozen=True)
class Repo:
    name: str  # owner/name
    commit: str
    language: str
    kind: str

    @property
    def folder_name(self):
        """The repository's folder in the mirrors folder and in the work folder: owner+name."""
        return self.name.replace("/", "+")

    def languages(self):
        return ("swift", "kotlin") if self.language == "both" else (self.language,)


def load(path=REPOS_TSV):
    return [Repo(row["repo"], row["commit"], row["language"], row["kind"]) for row in tsv.read(path, SCHEMA)]


def git_dir(mirrors, repo):
    """The bare git directory of `repo` under `mirrors` (owner+name/repo, or owner+name itself
    when that is the git directory), or None."""
    base = os.path.join(mirrors, repo.folder_name)
    for candidate in (os.path.join(base, "repo"), os.path.join(base, "repo", ".git"), base, os.path.join(base, ".git")):
        if os.path.isfile(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    return None


def how_to_get(mirrors, repo):
    target = os.path.join(mirrors, repo.folder_name)
    return (f"{repo.name} is missing: it is a public GitHub repository; a bare clone with its history "
            f"is needed at {target}, e.g. `git clone --bare https://github.com/{repo.name}.git {target}` "
            f"(the pinned commit {repo.commit[:12]} must be in it)")


def has_commit(git, commit):
    done = subprocess.run(["git", "--git-dir", git, "cat-file", "-e", f"{commit}^{{commit}}"],
                          capture_output=True)
    return done.returncode == 0


def locate(mirrors, repositories):
    """({repo name: git dir} for the repositories present with their pinned commit, [messages
    for the others])."""
    found, missing = {}, []
    for repo in repositories:
        git = git_dir(mirrors, repo)
        if git is None:
            missing.append(how_to_get(mirrors, repo))
        elif not has_commit(git, repo.commit):
            missing.append(f"{repo.name}: {git} lacks the pinned commit {repo.commit[:12]}; fetch it again")
        else:
            found[repo.name] = git
    return found, missing
