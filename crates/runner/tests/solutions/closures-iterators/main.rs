//! Stored closures and iterator chains.

use proconio::input;

fn main() {
    input! {
        n: usize,
        v: [u32; n],
    }
    let rules: Vec<(&str, Box<dyn Fn(u32) -> bool>)> = vec![
        ("even", Box::new(|x| x % 2 == 0)),
        ("big", Box::new(move |x| x as usize > n)),
    ];
    for (name, rule) in &rules {
        let count = v.iter().filter(|&&x| rule(x)).count();
        println!("{name} {count}");
    }
    let prefix: Vec<u32> = v
        .iter()
        .scan(0, |sum, &x| {
            *sum += x;
            Some(*sum)
        })
        .collect();
    let windows: u32 = v.windows(2).map(|w| w[0].max(w[1])).sum();
    let (odd, even): (Vec<u32>, Vec<u32>) = v.iter().partition(|&&x| x % 2 == 1);
    println!("{:?} {} {:?} {:?}", prefix, windows, odd, even);
    let mut add = {
        let mut total = 0;
        move |x: u32| {
            total += x;
            total
        }
    };
    add(5);
    println!("{}", add(v.iter().copied().max().unwrap_or(0)));
}
