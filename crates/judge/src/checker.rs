//! Judging by the problem's checker, for problems where more than one answer is right: the
//! checker binary of the problem's crate runs as `checker INPUT OUTPUT ANSWER` (testlib's order,
//! as judges and oj's `--judge-command` run it), with the solution's output in a file of its own.
//!
//! Exit status 0 accepts the output and 1 or 2 reject it (testlib's wrong answer and presentation
//! error), with what the checker wrote as the reason. Anything else (another status, a signal,
//! its time limit) is the checker failing, which is no verdict on the solution.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use judge_run::interrupt;
use judge_run::process::{self, Limits, Termination};

use crate::compare;

/// The binary that checks `package`'s outputs: `src/bin/checker.rs` of the problem's crate,
/// declared under a name of its own so that the checkers of two problems do not overwrite each
/// other in `target/release`.
pub fn binary_name(package: &str) -> String {
    format!("{package}-checker")
}

/// What the checker said.
pub enum Checked {
    Accepted,
    /// Rejected, with the first lines of what the checker wrote (stderr, then stdout).
    Rejected(Vec<Vec<u8>>),
    /// The checker itself failed: the sentence that says how.
    Failed(String),
    /// Ctrl-C stopped it.
    Interrupted,
}

/// A file the checker reads: one that exists (a testcase's), or bytes written to a temporary file
/// for it (stress's input and the reference's answer).
#[derive(Clone, Copy)]
pub enum File<'a> {
    Path(&'a Path),
    Bytes(&'a [u8]),
}

/// Runs `checker` on the case's input and answer and on `output`, under `time_limit`.
pub fn check(
    checker: &Path,
    input: File,
    answer: File,
    output: &[u8],
    time_limit: Duration,
) -> Checked {
    let written = (|| {
        let path = |file: File| match file {
            File::Path(path) => Ok((path.to_path_buf(), None)),
            File::Bytes(bytes) => TempFile::write(bytes).map(|temp| (temp.0.clone(), Some(temp))),
        };
        Ok::<_, std::io::Error>((path(input)?, path(answer)?, TempFile::write(output)?))
    })();
    let ((input, _input_guard), (answer, _answer_guard), output_file) = match written {
        Ok(files) => files,
        Err(e) => return Checked::Failed(format!("cannot write the checker's files: {e}")),
    };
    let mut command = Command::new(checker);
    command.arg(input).arg(&output_file.0).arg(answer);
    let limits = Limits {
        time: Some(time_limit),
        output_bytes: 1 << 20,
        ..Limits::default()
    };
    let outcome = match process::run(command, b"", &limits) {
        Ok(outcome) => outcome,
        Err(e) => return Checked::Failed(format!("could not start {}: {e}", checker.display())),
    };
    let said = || -> Vec<Vec<u8>> {
        const LINES: usize = 10;
        const LINE_BYTES: usize = 300;
        let stderr = compare::lines(&outcome.stderr_tail);
        let stdout = compare::lines(&outcome.stdout);
        stderr
            .chain(stdout)
            .filter(|line| !line.is_empty())
            .take(LINES)
            .map(|line| line[..line.len().min(LINE_BYTES)].to_vec())
            .collect()
    };
    match outcome.termination {
        Termination::Exited(0) => Checked::Accepted,
        Termination::Exited(1 | 2) => Checked::Rejected(said()),
        Termination::Interrupted => Checked::Interrupted,
        other => {
            let how = match other {
                Termination::Exited(code) => format!("exited with status {code}"),
                Termination::Signaled(signal) => format!(
                    "was killed by signal {signal} ({})",
                    interrupt::signal_name(signal).unwrap_or("unknown")
                ),
                Termination::TimeLimit => {
                    format!("ran over its time limit of {} ms", time_limit.as_millis())
                }
                _ => format!("wrote more than {} to stdout", limits.output_bytes),
            };
            let first = said().into_iter().next().unwrap_or_default();
            Checked::Failed(format!(
                "the checker {} {how}, which is neither accept (0) nor reject (1, 2){}",
                checker.display(),
                if first.is_empty() {
                    String::new()
                } else {
                    format!(": {}", String::from_utf8_lossy(&first))
                }
            ))
        }
    }
}

/// Bytes in a fresh temporary file, removed when dropped.
struct TempFile(PathBuf);

/// The number in the next temporary file's name.
static NEXT: AtomicU64 = AtomicU64::new(0);

impl TempFile {
    fn write(bytes: &[u8]) -> std::io::Result<TempFile> {
        Self::write_in(&std::env::temp_dir(), bytes)
    }

    /// In `dir`, under the first free name `judge-<pid>-<n>`. A name can be taken: a process
    /// killed in the middle of a check leaves its files, and with pids reused (pid_max is 32768
    /// here) a later process meets them; taking the next name then is what the `tempfile` crate
    /// does too, which would bring `rustix` into every tool's build for these few lines.
    fn write_in(dir: &Path, bytes: &[u8]) -> std::io::Result<TempFile> {
        let (mut file, path) = loop {
            let path = dir.join(format!(
                "judge-{}-{}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::SeqCst)
            ));
            // A new file only: never another's, nor through a link someone left at that name.
            match fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(file) => break (file, path),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        };
        // Removed from here on, should the write fail.
        let guard = TempFile(path);
        file.write_all(bytes)?;
        Ok(guard)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_left_taken_by_a_dead_process_are_passed_over() {
        // Regression: the first taken name failed the check ("cannot write the checker's
        // files"), and a stress test with it, once a process killed mid-check had left files
        // under this process's pid.
        let dir = std::env::temp_dir().join(format!("judge-taken-names-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        // The next names this process would take, with room for other tests' checks meanwhile.
        let next = NEXT.load(Ordering::SeqCst);
        let taken: Vec<PathBuf> = (next..next + 64)
            .map(|n| dir.join(format!("judge-{}-{n}", std::process::id())))
            .collect();
        for path in &taken {
            fs::write(path, b"left behind").unwrap();
        }
        let written = TempFile::write_in(&dir, b"new").map(|file| {
            let kept = fs::read(&file.0).unwrap();
            (file.0.clone(), kept)
        });
        let untouched = taken
            .iter()
            .all(|path| fs::read(path).unwrap() == b"left behind");
        let _ = fs::remove_dir_all(&dir);
        let (path, kept) = written.expect("a free name is found");
        assert!(!taken.contains(&path), "{}", path.display());
        assert_eq!(kept, b"new");
        assert!(untouched, "a file left behind was overwritten");
    }
}
