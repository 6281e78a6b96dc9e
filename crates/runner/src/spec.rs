//! Which problems have a spec, the registry of `oracles` (`oracles::NAMES`): the commands that
//! play a problem's game (stress, gen, table, bench) need one. Here, not in the workspace model,
//! so that judging (`runner-test`) builds without the proofs.

use crate::workspace::{Workspace, SPECS};

/// Whether the problem `name` has a spec in the registry.
pub fn has_spec(name: &str) -> bool {
    oracles::NAMES.contains(&name)
}

/// Why `name`, a problem of the workspace, cannot be stressed, generated or tabled.
pub fn no_spec(name: &str) -> String {
    format!(
        "problem `{name}` has no spec yet: write its input format and game in {SPECS}/{}.rs and \
         register it in mod.rs (README, \"Add a problem\")",
        name.replace('-', "_")
    )
}

/// The one problem `given` names, which must have a spec.
pub fn select(workspace: &Workspace, given: &String) -> Result<String, String> {
    let name = workspace.select(Some([given]))?.remove(0);
    if has_spec(&name) {
        Ok(name)
    } else {
        Err(no_spec(&name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::natural_cmp;
    use std::path::Path;

    /// The workspace's problems and the specs' registry are the same list: a problem added to
    /// the workspace is held to the same bar as the others, and a spec proves a real problem.
    #[test]
    fn every_problem_has_a_spec_and_every_spec_a_problem() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let problems = Workspace::locate(Some(&root))
            .and_then(|ws| ws.problem_names())
            .expect("the repository's workspace");
        let mut specs: Vec<String> = oracles::NAMES.iter().map(|n| n.to_string()).collect();
        specs.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            problems, specs,
            "each problem needs its spec in {SPECS} (README, \"Add a problem\")"
        );
    }
}
