//! rustc's verdict on one source file (success, its stderr, and for a build its executable),
//! kept in a directory under `target/` and given back while nothing that decides it changes. The
//! runner type-checks and builds every bundle (`runner bundle`, `bundle-all`) and its tests
//! compile the same bundles again from one run to the next: without this, about 60 bundles were
//! type-checked three times and 50 built by two compilers in every `cargo test`.
//!
//! Written here, not taken from sccache, the well-kept cache of compiles: sccache caches rustc
//! as cargo runs it (`--crate-name` and `--out-dir` required, `-o` refused) and never a crate
//! that runs the linker, and a bundle is one file built with `-o` into an executable.
//!
//! What decides rustc's result on a file that reads nothing else, and so makes the key:
//! - the compiler: its path and its whole `rustc -vV` (release, commit hash, host, LLVM);
//! - every argument but the output's place (`-o FILE`, `--out-dir DIR`), in order: edition,
//!   `-O`, lints, `--emit`, the error format, and the source's path as given, which rustc writes
//!   into its messages and into the binary's panic locations;
//! - the source's bytes;
//! - `RUSTC_BOOTSTRAP`, the one variable of the environment by which stable rustc compiles
//!   otherwise;
//! - for an executable, the linker rustc runs (`cc`, its default on Linux; another one named by
//!   `-C linker` is an argument): where `PATH` finds it and its `--version`. The C runtime it
//!   links in is taken to change only with the system's C compiler, as a distribution ships them.
//!
//! A source that may read other files or the environment (`include!`, `include_str!`,
//! `include_bytes!`, `env!`, `option_env!`, a `mod name;` of its own file) is never cached:
//! [`reads_only_itself`] says so from its text, erring towards "it may". A bundle is one file
//! that compiles alone, so every good one is cached.
//!
//! A record is named by a hash of its key (std's `DefaultHasher`, which is not stable across Rust
//! versions: a runner built by another compiler misses its old records, nothing worse), and
//! holds the whole key, compared byte for byte on reading: two keys of one hash are a miss, never
//! the other's result. A record is written to a temporary file and renamed into place, so that
//! processes compiling side by side read a whole record or none. An executable is kept, and
//! given back, as a hard link to the built file (a copy across file systems); a build first
//! removes the file it will write, so that it never writes through a link into a record. Nothing is ever removed but by
//! `cargo clean`; a record is the key (the source and a few lines) and rustc's stderr, plus the
//! executable for a build.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// A compiler as the cache tells it apart from others.
#[derive(Debug, Clone)]
pub struct Rustc {
    pub path: OsString,
    /// `rustc -vV`: the version line, then the commit, host and LLVM version.
    pub verbose_version: String,
}

impl Rustc {
    /// Runs `path -vV`; an error when it cannot be run or does not say it is rustc.
    pub fn at(path: &OsStr) -> Result<Rustc, String> {
        let shown = path.to_string_lossy();
        let output = Command::new(path)
            .arg("-vV")
            .output()
            .map_err(|e| format!("cannot run {shown}: {e}"))?;
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        if !output.status.success() || !text.starts_with("rustc ") {
            let first = text.lines().next().unwrap_or("").trim();
            return Err(format!("{shown} --version says `{first}`, not a rustc"));
        }
        Ok(Rustc {
            path: path.to_os_string(),
            verbose_version: text,
        })
    }

    /// `1.63.0`: the version line's second word.
    pub fn version(&self) -> &str {
        self.verbose_version
            .split_whitespace()
            .nth(1)
            .unwrap_or("unknown")
    }
}

/// What one compilation gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub success: bool,
    pub stderr: Vec<u8>,
}

/// Where the compilation writes: the one place of its arguments that is not in the key.
#[derive(Debug, Clone, Copy)]
pub enum Output<'a> {
    /// `-o FILE`: an executable (or whatever `--emit` makes), kept with the record.
    Executable(&'a Path),
    /// `--out-dir DIR`: nothing the caller reads (a type-check's metadata), so nothing is kept.
    Directory(&'a Path),
}

/// The records in one directory.
#[derive(Debug, Clone)]
pub struct Cache {
    dir: PathBuf,
}

/// A compilation to run, or to take from a record.
pub struct Compilation<'a> {
    pub rustc: &'a Rustc,
    /// Every argument but the output's place and the source.
    pub args: Vec<OsString>,
    pub source: &'a Path,
    pub output: Output<'a>,
}

/// A compilation started: taken from a record already, or a compiler under way.
pub enum Started<'a> {
    Recorded(Outcome),
    Running {
        child: Child,
        /// `None` when the source may read other inputs: the outcome is not recorded.
        record: Option<Record>,
        output: Output<'a>,
        cache: &'a Cache,
    },
}

/// The key of a compilation and the file that records it.
pub struct Record {
    key: Vec<u8>,
    path: PathBuf,
}

impl Cache {
    pub fn new(dir: impl Into<PathBuf>) -> Cache {
        Cache { dir: dir.into() }
    }

    /// The compilation's outcome from its record, or its compiler started with stderr piped and
    /// stdout discarded.
    pub fn start<'a>(&'a self, compilation: &Compilation<'a>) -> Result<Started<'a>, String> {
        let record = self.record(compilation);
        if let Some(record) = &record {
            if let Some(outcome) = self.read(record, compilation.output) {
                return Ok(Started::Recorded(outcome));
            }
        }
        if let Output::Executable(file) = compilation.output {
            // It may be a link to a recorded executable (`link_or_copy`), which rustc's linker
            // would otherwise write through.
            let _ = fs::remove_file(file);
        }
        let mut command = Command::new(&compilation.rustc.path);
        command.args(&compilation.args);
        match compilation.output {
            Output::Executable(file) => command.arg("-o").arg(file),
            Output::Directory(dir) => command.arg("--out-dir").arg(dir),
        };
        let child = command
            .arg(compilation.source)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                format!(
                    "cannot run {}: {e}",
                    compilation.rustc.path.to_string_lossy()
                )
            })?;
        Ok(Started::Running {
            child,
            record,
            output: compilation.output,
            cache: self,
        })
    }

    /// [`Cache::start`] and [`Started::finish`] in one.
    pub fn compile(&self, compilation: &Compilation) -> Result<Outcome, String> {
        self.start(compilation)?.finish()
    }

    /// The record of `compilation`; `None` when its source cannot be read or may read other
    /// inputs.
    fn record(&self, compilation: &Compilation) -> Option<Record> {
        let source = fs::read(compilation.source).ok()?;
        if !reads_only_itself(&String::from_utf8_lossy(&source)) {
            return None;
        }
        let mut key = Vec::new();
        let mut line = |label: &str, value: &[u8]| {
            // Each part with its length, so that no two keys run together alike.
            key.extend_from_slice(format!("{label} {}\n", value.len()).as_bytes());
            key.extend_from_slice(value);
            key.push(b'\n');
        };
        line("rustc", compilation.rustc.path.as_encoded_bytes());
        line("-vV", compilation.rustc.verbose_version.as_bytes());
        for arg in &compilation.args {
            line("arg", arg.as_encoded_bytes());
        }
        let output = match compilation.output {
            Output::Executable(_) => "executable",
            Output::Directory(_) => "directory",
        };
        line("output", output.as_bytes());
        let bootstrap = std::env::var_os("RUSTC_BOOTSTRAP").unwrap_or_default();
        line("RUSTC_BOOTSTRAP", bootstrap.as_encoded_bytes());
        if let Output::Executable(_) = compilation.output {
            line("linker", linker().as_bytes());
        }
        line("source", compilation.source.as_os_str().as_encoded_bytes());
        line("text", &source);
        let mut hasher = DefaultHasher::new();
        key.hash(&mut hasher);
        let path = self.dir.join(format!("{:016x}", hasher.finish()));
        Some(Record { key, path })
    }

    /// The recorded outcome, its executable copied to `output`'s file; `None` when there is no
    /// whole record of this very key.
    fn read(&self, record: &Record, output: Output) -> Option<Outcome> {
        let bytes = fs::read(&record.path).ok()?;
        let rest = bytes.strip_prefix(record.key.as_slice())?;
        let (status, stderr) = rest.split_first()?;
        let success = match status {
            b'1' => true,
            b'0' => false,
            _ => return None,
        };
        if let (true, Output::Executable(file)) = (success, output) {
            link_or_copy(&record.path.with_extension("exe"), file).ok()?;
        }
        Some(Outcome {
            success,
            stderr: stderr.to_vec(),
        })
    }

    /// Records `outcome`, and a successful build's executable; a record that cannot be written
    /// is left out (the next run compiles again).
    fn write(&self, record: &Record, outcome: &Outcome, output: Output) {
        let _ = fs::create_dir_all(&self.dir);
        if let (true, Output::Executable(file)) = (outcome.success, output) {
            let kept = record.path.with_extension("exe");
            if self
                .put(&kept, |temporary| link_or_copy(file, temporary))
                .is_err()
            {
                return;
            }
        }
        let mut bytes = record.key.clone();
        bytes.push(if outcome.success { b'1' } else { b'0' });
        bytes.extend_from_slice(&outcome.stderr);
        let _ = self.put(&record.path, |temporary| fs::write(temporary, &bytes));
    }

    /// Writes `path` through a temporary file of this process renamed into place.
    fn put(&self, path: &Path, write: impl FnOnce(&Path) -> io::Result<()>) -> io::Result<()> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let temporary = self.dir.join(format!(
            "tmp-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let written = write(&temporary).and_then(|()| fs::rename(&temporary, path));
        if written.is_err() {
            let _ = fs::remove_file(&temporary);
        }
        written
    }
}

impl Started<'_> {
    /// Waits for the compiler, and records what it gave.
    pub fn finish(self) -> Result<Outcome, String> {
        match self {
            Started::Recorded(outcome) => Ok(outcome),
            Started::Running {
                child,
                record,
                output,
                cache,
            } => {
                let done = child
                    .wait_with_output()
                    .map_err(|e| format!("rustc failed: {e}"))?;
                let outcome = Outcome {
                    success: done.status.success(),
                    stderr: done.stderr,
                };
                // A compiler killed by a signal said nothing about the source.
                if let (Some(record), Some(_)) = (record, done.status.code()) {
                    cache.write(&record, &outcome, output);
                }
                Ok(outcome)
            }
        }
    }
}

/// The linker rustc runs for an executable by default, `cc`, as the key tells it apart: the file
/// `PATH` finds and its `--version`, asked once per process.
fn linker() -> &'static str {
    static LINKER: OnceLock<String> = OnceLock::new();
    LINKER.get_or_init(|| {
        let found = std::env::var_os("PATH").and_then(|path| {
            std::env::split_paths(&path)
                .map(|directory| directory.join("cc"))
                .find(|cc| cc.is_file())
        });
        let file = found.map_or_else(
            || "no cc on PATH".to_string(),
            |cc| fs::canonicalize(&cc).unwrap_or(cc).display().to_string(),
        );
        let version = Command::new("cc")
            .arg("--version")
            .output()
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default();
        format!("{file}\n{version}")
    })
}

/// `to` as another name of the file `from` (`to` replaced), or where that cannot be (another
/// file system) a copy. A link opens nothing for writing: an executable copied by this process
/// can fail to start with "Text file busy" while a child forked meanwhile by another thread
/// still holds the copy's descriptor (seen in the runner's tests, which build and run bundles
/// two threads at a time).
fn link_or_copy(from: &Path, to: &Path) -> io::Result<()> {
    let _ = fs::remove_file(to);
    fs::hard_link(from, to).or_else(|_| fs::copy(from, to).map(drop))
}

/// Whether rustc reads nothing but `text` to compile it: no `include!` of any kind, no `env!` or
/// `option_env!`, no `mod name;` loading a file. Judged on the text, comments and strings
/// included, so a mention of one is taken for one.
pub fn reads_only_itself(text: &str) -> bool {
    if text.contains("include") || text.contains("env!") {
        return false;
    }
    // `mod name;`: `mod`, a space, an identifier, then (after spaces) `;`.
    let mut rest = text;
    while let Some(at) = rest.find("mod ") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 4..].trim_start();
        let name_end = after
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let word_start = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if word_start && name_end > 0 && after[name_end..].trim_start().starts_with(';') {
            return false;
        }
        rest = &rest[at + 4..];
    }
    true
}

#[cfg(test)]
mod tests;
