#!/usr/bin/env python3
"""Time from exec to the first frame on a pseudo-terminal: median of N runs.

    first_frame.py N BINARY MARKER [ARGS...]
Starts BINARY in a pty (80x24, TERM=xterm-256color, LANG=C.UTF-8), reads until MARKER (bytes)
has been written, sends Escape then Ctrl-C and waits for it to end; prints the median and the
quartiles in milliseconds.
"""
import os, pty, sys, time, select, statistics, fcntl, termios, struct, signal

def once(binary, marker, args):
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("NO_COLOR", None)
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execve(binary, [binary, *args], env)
    seen = b""
    elapsed = None
    deadline = start + 10
    while time.perf_counter() < deadline:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if marker in seen:
                elapsed = time.perf_counter() - start
                break
    try:
        os.write(fd, b"\x03")
    except OSError:
        pass
    t = time.time()
    while time.time() - t < 3:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        try:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                os.read(fd, 65536)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    if elapsed is None:
        raise SystemExit("marker never seen; output: %r" % seen[-400:])
    return elapsed * 1000

n = int(sys.argv[1]); binary = sys.argv[2]; marker = sys.argv[3].encode(); args = sys.argv[4:]
times = sorted(once(binary, marker, args) for _ in range(n))
q = statistics.quantiles(times, n=4)
print("%s: median %.1f ms (quartiles %.1f-%.1f) over %d runs" % (os.path.basename(binary), statistics.median(times), q[0], q[2], n))
