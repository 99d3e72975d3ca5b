import logging
from dataclasses import dataclass

logger = logging.getLogger(__name__)

USERS_TABLE = "users"
USER_COLUMNS = "id, email, display_name, created_at"


class UserNotFound(Exception):
    pass


@dataclass
class User:
    id: int
    email: str
    display_name: str


class UserRepository:
    def __init__(self, connection):
        self.connection = connection

    def find_by_email(self, email):
        query = f"SELECT {USER_COLUMNS} FROM {USERS_TABLE} WHERE email = '{email}'"
        cursor = self.connection.cursor()
        cursor.execute(query)
        row = cursor.fetchone()
        return User(*row) if row else None

    def find_by_id(self, user_id):
        query = f"SELECT {USER_COLUMNS} FROM {USERS_TABLE} WHERE id = %s"
        cursor = self.connection.cursor()
        cursor.execute(query, (user_id,))
        row = cursor.fetchone()
        if row is None:
            raise UserNotFound(user_id)
        return User(*row)

    def search(self, term, order_by):
        sql = "SELECT {} FROM users WHERE display_name LIKE '%{}%' ORDER BY {}".format(USER_COLUMNS, term, order_by)
        return self.connection.execute(sql).fetchall()

    def deactivate(self, user_id):
        sql = "UPDATE users SET active = false WHERE id = %s" % user_id
        with self.connection.cursor() as cursor:
            cursor.execute(sql)

    def rename(self, user_id, display_name):
        with self.connection.cursor() as cursor:
            cursor.execute("UPDATE users SET display_name = %s WHERE id = %s", (display_name, user_id))

    def list_recent(self, limit=50):
        try:
            rows = self.connection.execute(f"SELECT {USER_COLUMNS} FROM users ORDER BY created_at DESC LIMIT %s", (limit,)).fetchall()
            return [User(*row) for row in rows]
        except Exception:
            return []

    def display_name(self, user_id):
        try:
            return self.find_by_id(user_id).display_name
        except Exception as exc:
            logger.debug("display name lookup failed: %s", exc)
            return None

    def find_optional(self, user_id):
        try:
            return self.find_by_id(user_id)
        except UserNotFound:
            return None

    def count(self):
        try:
            return self.connection.execute("SELECT count(*) FROM users").fetchone()[0]
        except Exception:
            logger.exception("user count failed")
            raise

    def forget(self, cache, user_id):
        try:
            del cache[user_id]
        except KeyError:
            pass
