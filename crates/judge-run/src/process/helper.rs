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
//! And it makes sure nothing outlives the run. The program leads a process group of its own and
//! dies with the helper (a parent-death signal); the helper dies with the runner's thread that
//! started it (a parent-death SIGTERM), and on SIGTERM, from that or from the runner at a limit,
//! kills the program's group. The helper is also the subreaper of everything the program starts,
//! so that a process that leaves the group (`setsid loop &`) still becomes the helper's child
//! when its parent dies; once the program has ended, the helper kills and reaps every such child
//! before it reports and exits.
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
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
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

/// The program's pid while it can be signalled safely (forked and not yet reaped), else 0.
static PROGRAM: AtomicI32 = AtomicI32::new(0);
/// SIGTERM came: the program is to be killed as soon as it exists.
static STOP: AtomicBool = AtomicBool::new(false);

/// The SIGTERM handler: kills the program's group (and the program, should it have left it).
/// Only atomics and kill(2), which are async-signal-safe.
extern "C" fn stop(_: libc::c_int) {
    STOP.store(true, Ordering::SeqCst);
    kill_program();
}

fn kill_program() {
    let pid = PROGRAM.load(Ordering::SeqCst);
    if pid > 0 {
        // SAFETY: plain system calls on a child that has not been reaped, so its pid (and group
        // id) cannot belong to anyone else yet.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
            libc::kill(pid, libc::SIGKILL);
        }
    }
}

/// The helper's side: fork and exec `argv`, wait, kill what it left, report, and exit as the
/// program did.
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
    // SAFETY: plain system calls; the handler only touches atomics and calls kill(2). With
    // SA_RESTART the waits below go on after it: the handler kills, and they see the end.
    let helper = unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        let handler: extern "C" fn(libc::c_int) = stop;
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = handler as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGTERM, &action, std::ptr::null_mut());
        libc::getpid()
    };
    let start = Instant::now();
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        // SAFETY: only async-signal-safe calls between fork and exec. The program leads its own
        // group, so that killing it never reaches the helper, and dies with the helper, unless
        // the helper is already gone.
        unsafe {
            libc::setpgid(0, 0);
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
            if libc::getppid() != helper {
                libc::_exit(127);
            }
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
    // SAFETY: plain system call. The child does the same: whichever runs first, the group
    // exists before the program runs and before anyone signals it.
    unsafe { libc::setpgid(pid, pid) };
    PROGRAM.store(pid, Ordering::SeqCst);
    // A SIGTERM that came before the pid was stored found nothing to kill.
    if STOP.load(Ordering::SeqCst) {
        kill_program();
    }
    let mut errno = [0u8; 4];
    if io::Read::read_exact(&mut &errno_read, &mut errno).is_ok() {
        let _ = writeln!(report, "error {}", i32::from_ne_bytes(errno));
        PROGRAM.store(0, Ordering::SeqCst);
        let _ = super::reap(pid);
        return 127;
    }
    let _ = writeln!(report, "pid {pid}");
    // Seen to end, but not reaped: the pid is still the program's while it stops being a
    // target of `stop`.
    let ended = super::wait_exit(pid, true).map(drop);
    PROGRAM.store(0, Ordering::SeqCst);
    let wall = start.elapsed().as_nanos();
    let reaped = ended.and_then(|()| super::reap(pid));
    kill_orphans();
    let Ok((termination, maxrss_kib)) = reaped else {
        return 127;
    };
    let (line, code) = match termination {
        Termination::Signaled(signal) => (format!("signal {signal}"), 128 + signal),
        Termination::Exited(code) => (format!("exit {code}"), code),
        other => unreachable!("reap returns an exit or a signal, not {other:?}"),
    };
    let _ = writeln!(report, "done {line} {maxrss_kib} {wall}");
    code
}

/// Kills and reaps every process the program left behind. As their subreaper, the helper is
/// the parent of each by now, or becomes it as soon as the parent it had dies; so killing the
/// helper's children until it has none reaches every descendant, however detached.
fn kill_orphans() {
    loop {
        let mut status = 0;
        // SAFETY: waitpid into a status we own.
        match unsafe { libc::waitpid(-1, &mut status, libc::WNOHANG) } {
            0 => {}
            -1 if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted => continue,
            // None left.
            -1 => return,
            _reaped => continue,
        }
        let children = children();
        if children.is_empty() {
            // Children there are, but no /proc to find them by: the runner's kill of the
            // helper's group is all that is left.
            return;
        }
        for child in children {
            // SAFETY: plain system call on our own unreaped child.
            unsafe { libc::kill(child, libc::SIGKILL) };
        }
        // SAFETY: as above; blocks until one of them ends (its own children come to us next).
        unsafe { libc::waitpid(-1, &mut status, 0) };
    }
}

/// The helper's children, from the parent pid in each `/proc/<pid>/stat`.
fn children() -> Vec<libc::pid_t> {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| {
            entry
                .ok()?
                .file_name()
                .to_str()?
                .parse::<libc::pid_t>()
                .ok()
        })
        .filter(|pid| {
            // `pid (name) state ppid ...`; the name may hold spaces and parentheses.
            std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                    == Some(me.as_str())
            })
        })
        .collect()
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
    let runner = std::process::id() as libc::pid_t;
    // SAFETY: only prctl, getppid, dup2 and fcntl, all async-signal-safe, between fork and exec.
    // The write end moves into the closure, so it stays open until the command is dropped after
    // the spawn.
    unsafe {
        wrapped.pre_exec(move || {
            // The helper is told (SIGTERM) when the thread that starts it ends, which outlives
            // the run unless the runner dies, however it dies; unless it is already dead.
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM, 0, 0, 0) != 0
                || libc::getppid() != runner
            {
                return Err(io::Error::from_raw_os_error(libc::ESRCH));
            }
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
