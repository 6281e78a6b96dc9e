//! The tests' own builds of bundles with plain rustc, as a judge would build them, through the
//! `rustc-cache` crate (its doc says what the key holds): a bundle whose text, compiler and flags
//! are those of one built in an earlier run is not built again, and its executable comes from
//! the cache. About 60 bundles are built here, two compilers each for the fixtures.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

use rustc_cache::{Cache, Compilation, Outcome, Output, Rustc};

/// The cache of the tests' builds, beside their scratch workspaces.
fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Cache::new(Path::new(env!("CARGO_TARGET_TMPDIR")).join("rustc-cache")))
}

/// The compiler at `path` (`rustc` from PATH, or a path), asked for its `-vV` once per run.
fn compiler(path: &str) -> Rustc {
    static KNOWN: OnceLock<Mutex<BTreeMap<String, Rustc>>> = OnceLock::new();
    let known = KNOWN.get_or_init(Default::default);
    if let Some(rustc) = known.lock().unwrap().get(path) {
        return rustc.clone();
    }
    let rustc = Rustc::at(path.as_ref()).unwrap_or_else(|e| panic!("{e}"));
    known
        .lock()
        .unwrap()
        .insert(path.to_string(), rustc.clone());
    rustc
}

/// `rustc ARGS -o EXECUTABLE SOURCE` with the compiler at `rustc`, or its recorded outcome and
/// executable: whether it succeeded, and its stderr.
pub fn build(rustc: &str, args: &[&str], source: &Path, executable: &Path) -> (bool, String) {
    let rustc = compiler(rustc);
    let compilation = Compilation {
        rustc: &rustc,
        args: args.iter().map(OsString::from).collect(),
        source,
        output: Output::Executable(executable),
    };
    let Outcome { success, stderr } = cache()
        .compile(&compilation)
        .unwrap_or_else(|e| panic!("{e}"));
    (success, String::from_utf8_lossy(&stderr).into_owned())
}
