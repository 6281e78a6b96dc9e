//! A directory of one's own that is removed when dropped, so that a test or a run leaves nothing
//! behind, a failing test's included (unwinding drops it). Written here rather than taken from
//! `tempfile`, which would add rustix to every build for these few lines; the tests of this crate
//! and of `oracles`, which both depend on it, share it.

use std::fs;
use std::io;
use std::ops::Deref;
use std::path::{Path, PathBuf};

pub struct ScratchDir(PathBuf);

impl ScratchDir {
    /// `dir`, emptied of anything an earlier run left there, and created.
    pub fn new(dir: PathBuf) -> io::Result<ScratchDir> {
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir)?;
        Ok(ScratchDir(dir))
    }
}

impl Deref for ScratchDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
