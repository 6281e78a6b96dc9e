//! One file that a judge accepts, made from a problem's crate.
//!
//! A judge compiles one file with plain `rustc`, without Cargo or crates. The bundle is the
//! solution's `main.rs` followed by each library it reaches as a module at the file's root
//! (`mod common { ... }`, `mod proconio { ... }`), holding only the items and macro rules the
//! solution reaches (`prune.rs`). Paths are rewritten to match (`paths.rs`); tests, items of
//! disabled features and doc comments are dropped (`strip.rs`), and so are the libraries' plain
//! comments; the traits the 2021 prelude added are imported where used, so that the bundle
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
mod strip;
mod tokens;
mod tree;
pub mod workspace;

use std::collections::BTreeSet;
use std::fmt;
use std::path::PathBuf;

pub use cargo_metadata::Metadata;
pub use locate::Place;
pub use tokens::SyntaxError;

/// The most a bundle may take: Codeforces' limit, the smallest among the judges that take Rust.
pub const SIZE_LIMIT: u64 = 64 << 10;

/// The editions a bundle compiles with; the last is the one to give the judge.
pub const EDITIONS: [&str; 2] = ["2018", "2021"];

/// What is wrong with one file of a crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// It does not parse.
    Syntax(SyntaxError),
    /// It uses what the bundler does not follow.
    Unsupported { line: usize, what: String },
}

impl From<SyntaxError> for FileError {
    fn from(error: SyntaxError) -> Self {
        FileError::Syntax(error)
    }
}

/// Why a package could not be bundled.
#[derive(Debug)]
pub enum Error {
    /// No workspace member has this name.
    NoPackage(String),
    /// The package has no binary named after it.
    NoBinary(String),
    /// A dependency that is not a plain library (a proc-macro crate).
    NotALibrary(String),
    /// `cargo metadata` failed or lacks something.
    Metadata(String),
    Read {
        path: PathBuf,
        message: String,
    },
    File {
        path: PathBuf,
        error: FileError,
    },
    /// rustfmt rejected the assembled code: a bundler bug.
    Rustfmt(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoPackage(name) => write!(f, "no package `{name}` in the workspace"),
            Error::NoBinary(name) => write!(f, "package `{name}` has no binary target"),
            Error::NotALibrary(name) => write!(
                f,
                "`{name}` is not a plain library (a proc-macro crate?) and cannot be pasted into \
                 one file"
            ),
            Error::Metadata(message) => write!(f, "cargo metadata: {message}"),
            Error::Read { path, message } => write!(f, "cannot read {}: {message}", path.display()),
            Error::File {
                path,
                error: FileError::Syntax(e),
            } => write!(
                f,
                "{}:{}:{}: the file does not parse: {}",
                path.display(),
                e.line,
                e.column,
                e.message
            ),
            Error::File {
                path,
                error: FileError::Unsupported { line, what },
            } => write!(f, "{}:{line}: not supported: {what}", path.display()),
            Error::Rustfmt(message) => write!(
                f,
                "rustfmt rejects the assembled code (a bundler bug):\n{message}"
            ),
        }
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

    /// Whether `library` (a module of the bundle) is one of the workspace's own.
    pub fn is_workspace_library(&self, library: &str) -> bool {
        self.workspace_libraries.contains(library)
    }
}

/// The formatted bundle of the workspace package `name`.
pub fn bundle(metadata: &Metadata, name: &str) -> Result<Bundle, Error> {
    let problem =
        workspace::member(metadata, name).ok_or_else(|| Error::NoPackage(name.to_string()))?;
    let solution =
        workspace::bin_source(problem).ok_or_else(|| Error::NoBinary(name.to_string()))?;
    let libraries = workspace::libraries_of(metadata, problem)?;
    let plan: Vec<tree::Library> = libraries
        .iter()
        .map(|dependency| tree::Library {
            name: dependency.name.clone(),
            root: workspace::lib_source(dependency.package).unwrap_or_default(),
            features: dependency.features.clone(),
        })
        .collect();
    let features = workspace::features_of(metadata, problem);
    let assembled = tree::assemble(&solution, &features, &plan)?;
    let pasted: Vec<String> = assembled
        .libraries
        .iter()
        .map(|(name, _)| name.clone())
        .collect();
    let (code, kept) = prune::prune(&assembled.code, &pasted).map_err(|error| Error::File {
        path: PathBuf::from("<assembled bundle>"),
        error,
    })?;
    let code = edition::for_2018(&code).map_err(|error| Error::File {
        path: PathBuf::from("<assembled bundle>"),
        error,
    })?;
    let formatted = format::rustfmt(&code).map_err(Error::Rustfmt)?;
    let credits: Vec<String> = kept
        .iter()
        .map(|kept| {
            let package = libraries
                .iter()
                .find(|dependency| dependency.name == kept.library)
                .map(|dependency| dependency.package)
                .expect("every library kept comes from the list");
            licence::credit(metadata, kept, package)
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
