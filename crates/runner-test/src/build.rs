//! Getting the executables to run, for every subcommand that runs solutions (test, stress,
//! bench): the release binaries, built with cargo first, or the one given with `--exe`. The
//! build's own progress and failure go to stderr here, like cargo's.

use std::fs;
use std::io::{IsTerminal as _, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use crate::exit;
use crate::interrupt;
use crate::process::{self, Limits, Termination};
use crate::report::{self, BAD, DIM};
use crate::workspace::{Problem, Workspace};
use judge::{Compare, Judge};

/// What runs for one problem: its solution, and its checker when it is judged by one.
pub struct Programs {
    pub solution: PathBuf,
    pub checker: Option<PathBuf>,
}

impl Programs {
    /// The problem's judge, with this checker.
    pub fn judge(&self, problem: &Problem) -> Judge {
        problem.judge(self.checker.clone())
    }
}

/// Builds what is to run, unless `no_build`, and finds it: each problem's solution (or `exe`,
/// which is not built), and the checker of each problem judged by one, which is built even with
/// `exe`. The inner `Err` is the exit status of a failed build.
pub fn programs(
    ws: &Workspace,
    problems: &[&Problem],
    exe: Option<&PathBuf>,
    no_build: bool,
) -> Result<Result<Vec<Programs>, ExitCode>, String> {
    let packages: Vec<&str> = problems.iter().map(|p| p.package.as_str()).collect();
    let checkers: Vec<(&str, String)> = problems
        .iter()
        .filter(|problem| problem.meta.compare == Compare::Checker)
        .map(|p| (p.package.as_str(), judge::checker::binary_name(&p.package)))
        .collect();
    let built = match exe {
        _ if no_build => Ok(()),
        None => release(ws, &packages),
        Some(_) if checkers.is_empty() => Ok(()),
        Some(_) => release_bins(ws, &checkers),
    };
    if let Err(code) = built {
        return Ok(Err(code));
    }
    let solutions = match exe {
        Some(exe) => vec![checked_executable(exe)?],
        None => release_binaries(ws, &packages)?,
    };
    let release = ws.release_dir();
    let mut errors = Vec::new();
    let programs = problems
        .iter()
        .zip(solutions)
        .map(|(problem, solution)| {
            let checker = (problem.meta.compare == Compare::Checker).then(|| {
                let name = judge::checker::binary_name(&problem.package);
                let path = release.join(&name);
                if !path.is_file() {
                    errors.push(format!(
                        "problem `{}` is judged by a checker, but there is no {}: write \
                         problems/{}/src/bin/checker.rs and declare it in its Cargo.toml as \
                         [[bin]] name = \"{name}\" path = \"src/bin/checker.rs\" (a name of its \
                         own, so that checkers of different problems do not overwrite each other)",
                        problem.name,
                        ws.relative(&path),
                        problem.name
                    ));
                }
                path
            });
            Programs { solution, checker }
        })
        .collect();
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    Ok(Ok(programs))
}

/// `--exe PATH`, checked to be an executable file.
pub fn checked_executable(path: &Path) -> Result<PathBuf, String> {
    // Absolute, so that a bare `sol` is not looked up in PATH.
    let path = std::path::absolute(path)
        .map_err(|e| format!("cannot resolve --exe {}: {e}", path.display()))?;
    let meta = fs::metadata(&path).map_err(|e| {
        format!(
            "--exe {}: {e}; pass the path of a built executable",
            path.display()
        )
    })?;
    if !meta.is_file() {
        return Err(format!("--exe {} is not a file", path.display()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(format!(
            "--exe {} is not executable: chmod +x it",
            path.display()
        ));
    }
    Ok(path)
}

/// `cargo build --release -p ...`, quiet unless it fails. Err holds the exit status to leave
/// with: [`exit::BUILD_FAILED`] when the build fails, [`exit::USAGE`] when cargo cannot run, 128 +
/// the signal when interrupted.
pub fn release(ws: &Workspace, packages: &[&str]) -> Result<(), ExitCode> {
    let selection = packages.iter().flat_map(|package| ["-p", package]);
    cargo_build(ws, &packages.join(", "), selection)
}

/// The spec tool of `problem` (the example `<problem>-spec` of its package, see the crate
/// `spec-tools`), built in the dev profile, as the tests build the spec: unoptimised but for the
/// libraries the dev profile optimises, so an edit to the spec is a small compile and a link.
pub fn spec_tool(ws: &Workspace, problem: &str) -> Result<PathBuf, ExitCode> {
    let example = format!("{problem}-spec");
    let selection = ["--profile", "dev", "-p", problem, "--example", &example];
    cargo_build(ws, &format!("{problem}'s spec"), selection.into_iter())?;
    let debug = ws.release_dir().with_file_name("debug");
    Ok(debug.join("examples").join(example))
}

/// [`release`] of only the named binaries, each `(package, binary)`.
pub fn release_bins(ws: &Workspace, bins: &[(&str, String)]) -> Result<(), ExitCode> {
    let names: Vec<&str> = bins.iter().map(|(_, bin)| bin.as_str()).collect();
    let selection = bins
        .iter()
        .flat_map(|(package, bin)| ["-p", package, "--bin", bin]);
    cargo_build(ws, &names.join(", "), selection)
}

/// `cargo build` of `selection` (its `-p` and `--bin` arguments), in release unless it names a
/// `--profile`, announced as building `what`; see [`release`].
fn cargo_build<'a>(
    ws: &Workspace,
    what: &str,
    selection: impl Iterator<Item = &'a str>,
) -> Result<(), ExitCode> {
    let mut err = anstream::stderr();
    let selection: Vec<&str> = selection.collect();
    let profile = if selection.contains(&"--profile") {
        &[][..]
    } else {
        &["--release"][..]
    };
    let in_release = if profile.is_empty() {
        ""
    } else {
        " in release"
    };
    // A spec tool is built before every command that needs it, and is usually fresh: its lines
    // would be noise in the command's own stderr, except on a terminal, where a first build's
    // seconds are worth a word.
    let announce = !profile.is_empty() || std::io::stderr().is_terminal();
    if announce {
        let _ = writeln!(err, "{DIM}building {what}{in_release}…{DIM:#}");
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command
        .current_dir(&ws.root)
        .arg("build")
        .args(profile)
        .arg("--manifest-path")
        .arg(ws.root.join("Cargo.toml"))
        .args(selection);
    // Cargo cannot see our terminal through the pipe; keep its colours if ours are on.
    let colour = anstream::AutoStream::choice(&std::io::stderr()) != anstream::ColorChoice::Never;
    command.args(["--color", if colour { "always" } else { "never" }]);
    let limits = Limits {
        stderr_tail_bytes: 1 << 20,
        ..Limits::default()
    };
    let started = Instant::now();
    let outcome = match process::run(command, b"", &limits) {
        Ok(outcome) => outcome,
        Err(e) => {
            return Err(report::error_exit(&format!(
                "cannot run cargo: {e}; is cargo on PATH (or $CARGO set)?"
            )))
        }
    };
    match outcome.termination {
        _ if outcome.success() => {
            if announce {
                let _ = writeln!(
                    err,
                    "{DIM}built in {:.1} s{DIM:#}",
                    started.elapsed().as_secs_f64()
                );
            }
            Ok(())
        }
        Termination::Interrupted => Err(interrupt::exit_code(
            interrupt::requested().unwrap_or(libc::SIGINT),
        )),
        _ => {
            let _ = err.write_all(&outcome.stdout);
            let _ = err.write_all(&outcome.stderr_tail);
            let _ = writeln!(
                err,
                "{BAD}error:{BAD:#} the build failed (cargo's output is above): fix the compile \
                 error, or name only the problems that build"
            );
            Err(exit::code(exit::BUILD_FAILED))
        }
    }
}

/// The release binary of each package, which must exist.
pub fn release_binaries(ws: &Workspace, packages: &[&str]) -> Result<Vec<PathBuf>, String> {
    let release = ws.release_dir();
    packages
        .iter()
        .map(|package| {
            let path = release.join(package);
            if path.is_file() {
                Ok(path)
            } else {
                Err(format!(
                    "no binary for `{package}` at {}: build it with `cargo build --release -p \
                     {package}` (or drop --no-build), or pass --exe PATH",
                    path.display()
                ))
            }
        })
        .collect()
}
