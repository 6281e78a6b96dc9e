//! The compilers that check a bundle: Debian's rustc 1.63, the oldest Rust a bundle must
//! compile with, and the current one; their JSON diagnostics, for the error at the user's line.
//! Each compilation goes through the `rustc-cache` crate: a bundle whose text, compiler and flags
//! are those of one compiled before is not compiled again (`<target>/bundle-compiles`).

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

use rustc_cache::{Cache, Compilation, Rustc, Started};

/// Where Debian's `apt-get install -y rustc` puts its compiler: rustc 1.63 on Debian 12, the
/// oldest Rust the bundles are checked with. (rustup's `rustc` stays first on `PATH`.)
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

/// Where the old compiler is looked for when `--rustc` names none: [`OLD_RUSTC`], or
/// `$RUNNER_OLD_RUSTC` (for a machine that keeps it elsewhere, and for the tests of a machine
/// without it).
fn default_old_rustc() -> PathBuf {
    std::env::var_os("RUNNER_OLD_RUSTC").map_or_else(|| PathBuf::from(OLD_RUSTC), PathBuf::from)
}

/// The old compiler every bundle is compiled with: `--rustc PATH`, else the default
/// ([`OLD_RUSTC`]) when it is there (`None` when it is not).
pub fn old_compiler(named: Option<&PathBuf>) -> Result<Option<Compiler>, String> {
    let default = default_old_rustc();
    match named {
        Some(path) => Compiler::at(path.as_os_str())
            .map(Some)
            .map_err(|e| format!("--rustc {}: {e}", path.display())),
        None if default.exists() => Compiler::at(default.as_os_str()).map(Some),
        None => Ok(None),
    }
}

/// What to do when there is no old compiler: `apt-get install -y rustc`.
pub fn missing_old_compiler() -> String {
    format!(
        "{} (Debian's rustc 1.63, the oldest Rust a bundle must compile with) is missing: install \
         it with `apt-get install -y rustc` (rustup's stays first on PATH), or name an old \
         compiler with --rustc PATH",
        default_old_rustc().display()
    )
}

/// The compilers `--check` uses: the old one (`--rustc`, else [`OLD_RUSTC`], which must be
/// there), then the current one (`$RUSTC`, else `rustc` on `PATH`), once if they are the same
/// version.
pub fn compilers(old: Option<&PathBuf>) -> Result<Vec<Compiler>, String> {
    let old = old_compiler(old)?.ok_or_else(|| format!("--check: {}", missing_old_compiler()))?;
    with_current(old)
}

/// The compilers a plain `bundle` type-checks with: the old one when it is there (none when it
/// is not), then the current one as [`compilers`] finds it. The current one is there for what
/// the bundle holds that the solution does not reach: its dead-code analysis finds a trait that
/// nothing uses, which 1.63's does not.
pub fn type_checkers(old: Option<&PathBuf>) -> Result<Vec<Compiler>, String> {
    match old_compiler(old)? {
        Some(old) => with_current(old),
        None => Ok(Vec::new()),
    }
}

/// `old`, then the current compiler (`$RUSTC`, else `rustc` on `PATH`) unless it is the same
/// version.
fn with_current(old: Compiler) -> Result<Vec<Compiler>, String> {
    let current = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let current = Compiler::at(&current)?;
    Ok(if current.version() == old.version() {
        vec![old]
    } else {
        vec![old, current]
    })
}

/// A compiler to check bundles with: its path and `rustc -vV`, which also tell its compilations
/// apart in the cache of compilations.
pub struct Compiler {
    rustc: Rustc,
}

/// What a compilation makes.
pub enum Output<'a> {
    /// Only type-checks (`--emit=metadata` into the directory): 1.0 to 1.8 s for luogu-p1247's
    /// 22 KiB bundle with rustc 1.63 on this shared machine at a load of 7, against 6 to 7 s to
    /// build it with `-O`.
    Check(&'a Path),
    /// The executable a judge would build (`-O`).
    Executable(&'a Path),
}

/// A compilation under way, or taken from the cache.
pub struct Build<'a> {
    compiler: &'a Compiler,
    started: Started<'a>,
}

/// One error or warning of rustc, from its JSON diagnostics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub error: bool,
    /// As rustc prints it (`error[E0658]: ...`, ` --> file:line:column`, the source lines).
    pub rendered: String,
    /// The primary span's line and column in the compiled file, when it has one.
    pub at: Option<(usize, usize)>,
    /// The lint that gave a warning (`dead_code`), or the error's code.
    pub code: Option<String>,
    /// The message alone (`function `spare` is never used`).
    pub message: String,
}

impl Compiler {
    pub fn at(path: &OsStr) -> Result<Compiler, String> {
        Ok(Compiler {
            rustc: Rustc::at(path)?,
        })
    }

    /// `1.63.0`.
    pub fn version(&self) -> &str {
        self.rustc.version()
    }

    /// `rustc --edition EDITION -O`, as a judge would, started in the background unless `cache`
    /// holds its outcome already; diagnostics in JSON, so that the first error can be mapped back
    /// to the user's file.
    pub fn start<'a>(
        &'a self,
        cache: &'a Cache,
        source: &'a Path,
        output: Output<'a>,
        edition: &str,
    ) -> Result<Build<'a>, String> {
        let mut args: Vec<OsString> = ["--edition", edition, "--error-format=json"]
            .map(OsString::from)
            .to_vec();
        // The libraries' modules allow these lints, so that a judge shows no warning; here they
        // find what the bundle holds that the solution does not reach.
        for lint in super::UNUSED_ITEM_LINTS {
            args.extend(["--force-warn", lint].map(OsString::from));
        }
        let output = match output {
            Output::Check(directory) => {
                args.extend(["--emit=metadata", "--crate-type", "bin"].map(OsString::from));
                rustc_cache::Output::Directory(directory)
            }
            Output::Executable(executable) => {
                args.push(OsString::from("-O"));
                rustc_cache::Output::Executable(executable)
            }
        };
        let compilation = Compilation {
            rustc: &self.rustc,
            args,
            source,
            output,
        };
        let started = cache
            .start(&compilation)
            .map_err(|e| format!("{self}: {e}"))?;
        Ok(Build {
            compiler: self,
            started,
        })
    }
}

impl Build<'_> {
    /// Waits for the compiler: its diagnostics, and whether it succeeded.
    pub fn finish(self) -> Result<(bool, Vec<Diagnostic>), String> {
        let outcome = self
            .started
            .finish()
            .map_err(|e| format!("{} failed: {e}", self.compiler))?;
        let stderr = String::from_utf8_lossy(&outcome.stderr);
        Ok((outcome.success, diagnostics(&stderr)))
    }
}

/// rustc's `--error-format=json` lines, the summaries (`aborting due to ...`, no span) left out.
/// A line that is not JSON (a crash's message) is kept as an error of its own.
fn diagnostics(stderr: &str) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for line in stderr.lines().filter(|l| !l.trim().is_empty()) {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else {
            found.push(Diagnostic {
                error: true,
                rendered: format!("{line}\n"),
                at: None,
                code: None,
                message: line.to_string(),
            });
            continue;
        };
        let level = value["level"].as_str().unwrap_or("");
        let spans = value["spans"].as_array().map_or(&[][..], Vec::as_slice);
        if spans.is_empty() && level != "error" || level == "failure-note" {
            continue;
        }
        let message = value["message"].as_str().unwrap_or("");
        if spans.is_empty() && message.starts_with("aborting due to") {
            continue;
        }
        let primary = spans
            .iter()
            .find(|s| s["is_primary"].as_bool() == Some(true))
            .or(spans.first());
        let at = primary.and_then(|span| {
            Some((
                span["line_start"].as_u64()? as usize,
                span["column_start"].as_u64()? as usize,
            ))
        });
        found.push(Diagnostic {
            error: level.starts_with("error"),
            rendered: value["rendered"].as_str().unwrap_or(message).to_string(),
            at,
            code: value["code"]["code"].as_str().map(String::from),
            message: message.to_string(),
        });
    }
    found
}

impl std::fmt::Display for Compiler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "rustc {} ({})",
            self.version(),
            self.rustc.path.to_string_lossy()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostics_keep_errors_and_warnings_with_their_place_and_drop_summaries() {
        let stderr = concat!(
            r#"{"message":"unused variable: `x`","code":{"code":"unused_variables","explanation":null},"level":"warning","spans":[{"line_start":3,"column_start":9,"is_primary":true}],"rendered":"warning: unused variable\n"}"#,
            "\n",
            r#"{"message":"`let...else` statements are unstable","level":"error","spans":[{"line_start":7,"column_start":5,"is_primary":false},{"line_start":8,"column_start":6,"is_primary":true}],"rendered":"error[E0658]: let else\n"}"#,
            "\n",
            r#"{"message":"aborting due to previous error","level":"error","spans":[],"rendered":"error: aborting\n"}"#,
            "\n",
            r#"{"message":"For more information about this error, try `rustc --explain E0658`.","level":"failure-note","spans":[],"rendered":"..."}"#,
            "\nthread 'rustc' panicked\n",
        );
        let found = diagnostics(stderr);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(!found[0].error);
        assert_eq!(found[0].at, Some((3, 9)));
        assert_eq!(found[0].code.as_deref(), Some("unused_variables"));
        assert_eq!(found[0].message, "unused variable: `x`");
        assert!(found[1].error);
        assert_eq!(found[1].at, Some((8, 6)));
        assert_eq!(found[1].rendered, "error[E0658]: let else\n");
        assert_eq!(found[2].rendered, "thread 'rustc' panicked\n");
        assert_eq!(found[2].at, None);
    }
}
