//! The measuring helper: the runner binary itself, started with a hidden first argument, forks
//! the program to be judged, waits for it and reports on file descriptor 3.
//!
//! Why: Linux's `ru_maxrss` for a child is the larger of its own peak and the peak of the
//! address space it replaced at `exec`. A child spawned by the runner replaces the runner's (std
//! spawns with vfork semantics, or forks a copy), so a solution that uses 2 MiB, run by a runner
//! that holds 200 MiB of testcases and outputs, reports 200 MiB. The helper is a fresh process
//! that has barely touched any memory when it forks, so the program's `ru_maxrss`, as the
//! helper's `wait4` returns it, is the program's own (give or take the helper's ~1 MiB).
//! It also times the program from fork to exit, without the helper's own start-up.
//!
//! The report, one line each: `pid <pid>` once the program is forked; then `done exit <code>
//! <maxrss KiB> <wall ns>` or `done signal <n> <maxrss KiB> <wall ns>`; or `error <errno>` when
//! the program could not be executed.

use std::ffi::{CString, OsStr, OsString};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::Termination;

/// The hidden first argument that turns the runner into the helper.
const ARG: &str = "__measure";
const REPORT_FD: RawFd = 3;

/// The helper's executable, once [`init`] has found it.
static HELPER: OnceLock<PathBuf> = OnceLock::new();

/// To be called first thing in `main`: in the helper, serves and exits; in the runner, makes
/// [`super::run`] go through the helper from then on. (Without it, as in unit tests, programs
/// are spawned directly and their peak memory is an estimate.)
pub fn init() {
    let mut args = std::env::args_os().skip(1);
    if args.next().as_deref() == Some(OsStr::new(ARG)) {
        std::process::exit(serve(args.collect()));
    }
    if let Ok(exe) = std::env::current_exe() {
        let _ = HELPER.set(exe);
    }
}

/// The helper's side: fork and exec `argv`, wait, report, and exit as the program did.
fn serve(argv: Vec<OsString>) -> i32 {
    // SAFETY: fd 3 was set up by the runner for us; keep it from reaching the program.
    let mut report = unsafe {
        libc::fcntl(REPORT_FD, libc::F_SETFD, libc::FD_CLOEXEC);
        File::from_raw_fd(REPORT_FD)
    };
    let Ok(cargs) = argv
        .iter()
        .map(|a| CString::new(a.as_bytes()))
        .collect::<Result<Vec<_>, _>>()
    else {
        let _ = writeln!(report, "error {}", libc::EINVAL);
        return 127;
    };
    if cargs.is_empty() {
        let _ = writeln!(report, "error {}", libc::EINVAL);
        return 127;
    }
    let mut ptrs: Vec<*const libc::c_char> = cargs.iter().map(|c| c.as_ptr()).collect();
    ptrs.push(std::ptr::null());

    // The child writes exec's errno here; end of file means exec succeeded.
    let mut errno_pipe = [0; 2];
    // SAFETY: plain system calls on memory we own. The helper is single-threaded, so the child
    // may do anything between fork and exec; it only calls exec, write and _exit.
    unsafe {
        if libc::pipe2(errno_pipe.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
            let _ = writeln!(
                report,
                "error {}",
                io::Error::last_os_error().raw_os_error().unwrap_or(0)
            );
            return 127;
        }
    }
    let start = Instant::now();
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        unsafe {
            libc::execvp(ptrs[0], ptrs.as_ptr());
            let errno = io::Error::last_os_error().raw_os_error().unwrap_or(0);
            libc::write(errno_pipe[1], (&errno as *const i32).cast(), 4);
            libc::_exit(127);
        }
    }
    // SAFETY: the read end is ours to own; the write end must close here so that a successful
    // exec (which closes the child's copy) reads as end of file.
    let errno_read = unsafe {
        libc::close(errno_pipe[1]);
        File::from_raw_fd(errno_pipe[0])
    };
    if pid < 0 {
        let _ = writeln!(
            report,
            "error {}",
            io::Error::last_os_error().raw_os_error().unwrap_or(0)
        );
        return 127;
    }
    let mut errno = [0u8; 4];
    if io::Read::read_exact(&mut &errno_read, &mut errno).is_ok() {
        let _ = writeln!(report, "error {}", i32::from_ne_bytes(errno));
        let _ = super::reap(pid);
        return 127;
    }
    let _ = writeln!(report, "pid {pid}");
    let Ok((termination, maxrss_kib)) = super::reap(pid) else {
        return 127;
    };
    let wall = start.elapsed().as_nanos();
    let (line, code) = match termination {
        Termination::Signaled(signal) => (format!("signal {signal}"), 128 + signal),
        Termination::Exited(code) => (format!("exit {code}"), code),
        other => unreachable!("reap returns an exit or a signal, not {other:?}"),
    };
    let _ = writeln!(report, "done {line} {maxrss_kib} {wall}");
    code
}

/// `command` to be started through the helper, and the read end of its report; `None` when
/// there is no helper. The program, arguments, environment changes and directory carry over;
/// an `env_clear` does not (`Command` does not tell), nor does anything set on the streams.
pub(super) fn wrap(command: &Command) -> io::Result<Option<(Command, Report)>> {
    let Some(helper) = HELPER.get() else {
        return Ok(None);
    };
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills the array with two new descriptors, which we then own.
    let (read, write) = unsafe {
        if libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
            return Err(io::Error::last_os_error());
        }
        (File::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1]))
    };
    let mut wrapped = Command::new(helper);
    wrapped
        .arg(ARG)
        .arg(command.get_program())
        .args(command.get_args());
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => wrapped.env(key, value),
            None => wrapped.env_remove(key),
        };
    }
    if let Some(dir) = command.get_current_dir() {
        wrapped.current_dir(dir);
    }
    // SAFETY: only dup2 and fcntl, both async-signal-safe, between fork and exec. The write end
    // moves into the closure, so it stays open until the command is dropped after the spawn.
    unsafe {
        wrapped.pre_exec(move || {
            let fd = write.as_raw_fd();
            let ok = if fd == REPORT_FD {
                libc::fcntl(fd, libc::F_SETFD, 0) == 0
            } else {
                libc::dup2(fd, REPORT_FD) == REPORT_FD
            };
            if ok {
                Ok(())
            } else {
                Err(io::Error::last_os_error())
            }
        });
    }
    Ok(Some((
        wrapped,
        Report {
            read,
            program_pid: AtomicI32::new(0),
        },
    )))
}

/// The runner's end of the helper's report.
pub(super) struct Report {
    read: File,
    /// The program's pid, once the helper has said it (0 before).
    pub program_pid: AtomicI32,
}

/// What the helper said by the time it ended.
#[derive(Debug, Default)]
pub(super) struct Said {
    /// The program ended by itself: how, its peak RSS in KiB, its time from fork to exit.
    pub done: Option<(Termination, u64, Duration)>,
    /// The program could not be executed.
    pub error: Option<i32>,
}

impl Report {
    /// Reads the report until the helper is gone.
    pub fn read(&self) -> Said {
        let mut said = Said::default();
        for line in BufReader::new(&self.read).lines() {
            let Ok(line) = line else { break };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["pid", pid] => {
                    if let Ok(pid) = pid.parse() {
                        self.program_pid.store(pid, Ordering::SeqCst);
                    }
                }
                ["error", errno] => said.error = errno.parse().ok(),
                ["done", how, n, maxrss, wall] => {
                    let (Ok(n), Ok(maxrss), Ok(wall)) = (n.parse(), maxrss.parse(), wall.parse())
                    else {
                        continue;
                    };
                    let termination = if *how == "signal" {
                        Termination::Signaled(n)
                    } else {
                        Termination::Exited(n)
                    };
                    said.done = Some((termination, maxrss, Duration::from_nanos(wall)));
                }
                _ => {}
            }
        }
        said
    }
}
