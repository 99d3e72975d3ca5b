import time

import pytest

from app.repositories.users import UserRepository, UserNotFound


@pytest.fixture
def repository(db_connection):
    return UserRepository(db_connection)


def test_find_by_email(repository):
    user = repository.find_by_email("ada@example.com")
    print(user)


def test_find_by_id(repository):
    user = repository.find_by_id(1)
    print(user)
    assert user.email == "ada@example.com"


def test_find_missing_user(repository):
    print("looking up a missing user")
    with pytest.raises(UserNotFound):
        repository.find_by_id(404)


@pytest.mark.skip
def test_search(repository):
    assert repository.search("ada", "email")


@pytest.mark.skipif(not hasattr(time, "clock_gettime"), reason="needs a monotonic clock")
def test_list_recent(repository):
    assert len(repository.list_recent(limit=1)) == 1


def test_rename_is_visible(repository):
    repository.rename(1, "Ada L.")
    time.sleep(2)
    assert repository.find_by_id(1).display_name == "Ada L."


def test_count(repository, capsys):
    total = repository.count()
    print("users:", total)
    repository.deactivate(1)


def wait_until(predicate, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError("condition not met in time")
