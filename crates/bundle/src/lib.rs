//! One file that a judge accepts, made from a problem's crate.
//!
//! A judge compiles one file with plain `rustc`, without Cargo or crates. The bundle is the
//! solution's `main.rs` followed by each library it reaches as a module at the file's root
//! (`mod common { ... }`, `mod proconio { ... }`), holding only the items and macro rules the
//! solution reaches (`prune.rs`), its names resolved as Rust resolves them, so that a local or an
//! item of its own reaches no library item of the same name (`scope.rs`). Paths are rewritten to
//! match (`paths.rs`); tests, items of disabled features and doc comments are dropped
//! (`strip.rs`), and so are the libraries' plain comments; the traits the 2021 prelude added are imported where used, so that the bundle
//! compiles in 2018 too (`edition.rs`); rustfmt formats the result and a header names the
//! problem, the editions it compiles with and the licences of what was pasted in (`licence.rs`).
//!
//! Every step parses with syn and edits byte ranges of the original text (`tokens.rs`), so the
//! solution keeps its comments and layout. What it refuses rather than mishandles: a `#[path]`
//! module, `mod x;` inside an inline module, `#![cfg]` on a whole file and
//! `#[macro_export(local_inner_macros)]`.
//!
//! Judges run old compilers (Codeforces 1.75, AtCoder's 2023 judge 1.70), so a bundle is meant
//! to be checked by the oldest Rust it must support, Debian 12's rustc 1.63 (the runner's
//! `bundle` does); a compiler's error in the bundle is traced back to the user's file and line
//! ([`Bundle::locate`]). A library's use of `std` newer than 1.63 is backported (`backport.rs`).

mod backport;
mod edit;
mod edition;
mod expand;
mod format;
mod licence;
mod locate;
mod paths;
mod prune;
mod scope;
mod strip;
mod tokens;
mod tree;
pub mod workspace;

use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;

pub use cargo_metadata::Metadata;
pub use locate::Place;

/// The most a bundle may take: Codeforces' limit, the smallest among the judges that take Rust.
pub const SIZE_LIMIT: u64 = 64 << 10;

/// The editions a bundle compiles with; the last is the one to give the judge.
pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// What is wrong with one file of a crate, and where: it does not parse, or it uses what the
/// bundler does not follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// Its line (from 1) and column (from 0).
    pub start: proc_macro2::LineColumn,
    pub message: String,
}

impl FileError {
    /// At the start of `span`.
    pub fn at(span: proc_macro2::Span, message: String) -> FileError {
        let start = span.start();
        FileError { start, message }
    }

    /// The error of the file at `path`.
    pub fn of(self, path: &Path) -> Error {
        let (line, column) = (self.start.line, self.start.column + 1);
        Error(format!(
            "{}:{line}:{column}: {}",
            path.display(),
            self.message
        ))
    }
}

/// Why a package could not be bundled, said for the user.
#[derive(Debug)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A bundle's text, header included, and what it was made from.
pub struct Bundle {
    pub text: String,
    sources: locate::Sources,
    /// The libraries pasted in that are this workspace's (`common`), not crates from outside.
    workspace_libraries: BTreeSet<String>,
}

impl Bundle {
    /// Where line `line`, column `column` (both 1-based) of the bundle comes from.
    pub fn locate(&self, line: usize, column: usize) -> Option<Place> {
        self.sources.locate(&self.text, line, column)
    }

    /// The library whose code line `line` (1-based) of the bundle is, `None` for the
    /// solution's (and the header's).
    pub fn library_at(&self, line: usize) -> Option<String> {
        self.sources.library_at(&self.text, line)
    }

    /// Whether `library` (a module of the bundle) is one of the workspace's own.
    pub fn is_workspace_library(&self, library: &str) -> bool {
        self.workspace_libraries.contains(library)
    }
}

/// The formatted bundle of the workspace package `name`.
pub fn bundle(metadata: &Metadata, name: &str) -> Result<Bundle, Error> {
    let problem = workspace::member(metadata, name)
        .ok_or_else(|| Error(format!("no package `{name}` in the workspace")))?;
    let solution = workspace::bin_source(problem)
        .ok_or_else(|| Error(format!("package `{name}` has no binary target")))?;
    let libraries = workspace::libraries_of(metadata, problem)?;
    let features = workspace::features_of(metadata, problem);
    let assembled = tree::assemble(&solution, &features, &libraries)?;
    let assembled_error = |error: FileError| error.of(Path::new("<assembled bundle>"));
    let (code, kept) = prune::prune(&assembled.code, |module| {
        assembled.libraries.iter().any(|(name, _)| module == name)
    })
    .map_err(assembled_error)?;
    let code = edition::for_2018(&code).map_err(assembled_error)?;
    let formatted = format::rustfmt(&code).map_err(|message| {
        Error(format!(
            "rustfmt rejects the assembled code (a bundler bug):\n{message}"
        ))
    })?;
    let credits: Vec<String> = kept
        .iter()
        .filter_map(|kept| {
            let dependency = libraries.iter().find(|d| d.name == kept.library)?;
            Some(licence::credit(metadata, kept, dependency.package))
        })
        .collect();
    Ok(Bundle {
        text: format!("{}{formatted}", licence::header(problem, &credits)),
        sources: locate::Sources::new(&assembled.solution, &assembled.libraries),
        workspace_libraries: libraries
            .iter()
            .filter(|dependency| workspace::is_member(metadata, dependency.package))
            .map(|dependency| dependency.name.clone())
            .collect(),
    })
}
