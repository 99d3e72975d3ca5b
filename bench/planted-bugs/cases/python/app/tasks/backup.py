import ast
import contextlib
import os
import shlex
import shutil
import subprocess
from pathlib import Path

BACKUP_ROOT = Path("/var/backups/app")


def dump_database(database, target):
    subprocess.run(f"pg_dump --format=custom {database} > {target}", shell=True, check=True)


def dump_database_safely(database, target):
    with open(target, "wb") as out:
        subprocess.run(["pg_dump", "--format=custom", database], stdout=out, check=True, shell=False)


def compress(folder):
    os.system("tar -czf " + folder + ".tgz " + folder)


def rotate_logs():
    subprocess.run("logrotate /etc/logrotate.d/app", shell=True, check=True)


def upload(archive, bucket):
    command = "aws s3 cp {} s3://{}/backups/".format(archive, bucket)
    subprocess.check_call(command, shell=True)


def remove_stale(paths):
    for path in paths:
        with contextlib.suppress(Exception):
            shutil.rmtree(path)


def archive_quoted(folder, target):
    subprocess.run(f"tar -czf {shlex.quote(target)} {shlex.quote(folder)}", shell=True, check=True)


def drop_cached(cache, keys):
    for key in keys:
        with contextlib.suppress(KeyError, IndexError):
            del cache[key]

def remove_lock(lock_file):
    with contextlib.suppress(FileNotFoundError):
        os.remove(lock_file)


def close_all(handles):
    for handle in handles:
        with contextlib.suppress(BaseException):
            handle.close()


def retention_days(setting):
    return eval(setting)


def retention_days_safely(setting):
    return ast.literal_eval(setting)
