//! The toolchain the bundler drives: rustfmt, which formats a bundle, and the compilers that
//! check it.

use std::ffi::{OsStr, OsString};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};

/// Where Debian's `apt-get install -y rustc` puts its compiler: rustc 1.63 on Debian 12, the
/// oldest Rust the bundles are checked with. (rustup's `rustc` stays first on `PATH`.)
pub const OLD_RUSTC: &str = "/usr/bin/rustc";

/// The compilers `--check` uses: the old one (`--rustc`, else [`OLD_RUSTC`]), then the current
/// one (`$RUSTC`, else `rustc` on `PATH`), once if they are the same version.
pub fn compilers(old: Option<&PathBuf>) -> Result<Vec<Compiler>, String> {
    let old = match old {
        Some(path) => Compiler::at(path.as_os_str())
            .map_err(|e| format!("--rustc {}: {e}", path.display()))?,
        None if Path::new(OLD_RUSTC).exists() => Compiler::at(OLD_RUSTC.as_ref())?,
        None => {
            return Err(format!(
                "--check also compiles each bundle with Rust 1.63, as old judges would, and \
                 {OLD_RUSTC} is missing: install Debian's rustc with `apt-get install -y rustc` \
                 (rustup's stays first on PATH), or name an old compiler with --rustc PATH"
            ))
        }
    };
    let current = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let current = Compiler::at(&current)?;
    Ok(if current.version == old.version {
        vec![old]
    } else {
        vec![old, current]
    })
}

/// A compiler to check bundles with.
pub struct Compiler {
    pub path: OsString,
    /// `1.63.0`, from `rustc --version`.
    pub version: String,
}

impl Compiler {
    pub fn at(path: &OsStr) -> Result<Compiler, String> {
        let shown = path.to_string_lossy();
        let output = Process::new(path)
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run {shown}: {e}"))?;
        let text = String::from_utf8_lossy(&output.stdout);
        let version = text
            .strip_prefix("rustc ")
            .and_then(|rest| rest.split_whitespace().next())
            .filter(|_| output.status.success())
            .ok_or_else(|| format!("{shown} --version says `{}`, not a rustc", text.trim()))?;
        Ok(Compiler {
            path: path.to_os_string(),
            version: version.to_string(),
        })
    }

    /// `rustc --edition 2021 -O -o executable source`, as a judge would, started in the
    /// background.
    pub fn start(&self, source: &Path, executable: &Path) -> Result<Child, String> {
        Process::new(&self.path)
            .args(["--edition", "2021", "-O", "-o"])
            .arg(executable)
            .arg(source)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {self}: {e}"))
    }
}

impl std::fmt::Display for Compiler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "rustc {} ({})",
            self.version,
            self.path.to_string_lossy()
        )
    }
}

/// Tabs, because the bundle nests modules three deep and four spaces a level would make it a
/// third larger (luogu-p1247: 22.2 KiB with tabs, 30.6 KiB with spaces), against the 24 KiB
/// limit.
const RUSTFMT_ARGS: [&str; 6] = [
    "--edition",
    "2021",
    "--emit",
    "stdout",
    "--config",
    "hard_tabs=true",
];

/// Runs the toolchain's rustfmt over `code`.
pub fn rustfmt(code: &str) -> Result<String, String> {
    let rustfmt = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    let mut child = Process::new(&rustfmt)
        .args(RUSTFMT_ARGS)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "cannot run {}: {e} (install it with `rustup component add rustfmt`)",
                rustfmt.to_string_lossy()
            )
        })?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = code.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt failed: {e}"))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!(
            "rustfmt rejects the assembled code (a bundler bug):\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| "rustfmt wrote bytes that are not text".to_string())
}
